ALTER TABLE "members" ADD COLUMN "admin_role" text;--> statement-breakpoint
UPDATE "members" SET "admin_role" = 'owner' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "is_admin" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "members" drop column "is_admin";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_admin" boolean GENERATED ALWAYS AS (admin_role is not null) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "admin_memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_admin_role_known" CHECK ("members"."admin_role" in ('owner', 'manager', 'staff'));
