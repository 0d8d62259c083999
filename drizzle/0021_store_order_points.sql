ALTER TABLE "store_orders" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_store_receipt_key" ON "store_orders" USING btree ("store_name","receipt_no");--> statement-breakpoint
CREATE INDEX "store_orders_member_idx" ON "store_orders" USING btree ("member_id","purchased_at");--> statement-breakpoint
CREATE INDEX "store_orders_purchased_idx" ON "store_orders" USING btree ("purchased_at");