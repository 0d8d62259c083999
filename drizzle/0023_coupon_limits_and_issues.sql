CREATE TABLE "coupon_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_key" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"actor_id" integer,
	"target" text NOT NULL,
	"member_id" integer,
	"issued" integer NOT NULL,
	"skipped" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_issues_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_coupons_coupon_idx" ON "member_coupons" USING btree ("coupon_id","id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_total_limit_positive" CHECK ("coupons"."total_limit" is null or "coupons"."total_limit" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_member_limit_positive" CHECK ("coupons"."per_member_limit" > 0);