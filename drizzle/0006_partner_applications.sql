CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"company_name" text NOT NULL,
	"business_number" text NOT NULL,
	"representative_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"business_address" text,
	"business_type" text,
	"interest_products" jsonb,
	"monthly_volume" text,
	"region" text,
	"has_store" boolean,
	"store_address" text,
	"experience" text,
	"status_note" text,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_kind_check" CHECK ("partner_applications"."kind" in ('wholesale', 'dealer')),
	CONSTRAINT "partner_applications_status_check" CHECK ("partner_applications"."status" in ('received', 'reviewing', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_applications_member_idx" ON "partner_applications" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_open_key" ON "partner_applications" USING btree ("member_id","kind") WHERE "partner_applications"."status" in ('received', 'reviewing');