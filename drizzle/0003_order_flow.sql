ALTER TABLE "point_ledger" ADD COLUMN "kind" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreements" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_order_kind_key" ON "point_ledger" USING btree ("order_id","kind") WHERE "point_ledger"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("status","delivered_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_points_not_negative" CHECK ("members"."points_balance" >= 0);--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_balance_not_negative" CHECK ("point_ledger"."balance_after" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."total" >= 0 and "orders"."points_used" >= 0 and "orders"."coupon_discount" >= 0);