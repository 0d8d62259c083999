ALTER TABLE "members" ADD COLUMN "tier_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "tier_month" text;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
CREATE INDEX "members_tier_month_idx" ON "members" USING btree ("tier_month","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_line_kind_key" ON "point_ledger" USING btree ("order_line_id","kind") WHERE "point_ledger"."order_line_id" is not null;