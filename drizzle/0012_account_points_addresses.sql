ALTER TABLE "member_addresses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "source_entry_id" integer;--> statement-breakpoint
CREATE INDEX "member_addresses_member_idx" ON "member_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default_key" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_expire_source_key" ON "point_ledger" USING btree ("source_entry_id") WHERE "point_ledger"."kind" = 'expire';