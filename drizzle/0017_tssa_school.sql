CREATE TABLE "class_kit_items" (
	"class_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_kit_items_class_id_product_id_pk" PRIMARY KEY("class_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "workshop_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"member_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"issued_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_certificates_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "workshop_instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"is_certificate" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshop_tracks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
DROP INDEX "class_signups_session_member_key";--> statement-breakpoint
ALTER TABLE "class_signups" ALTER COLUMN "status" SET DEFAULT 'pending_payment';--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "signup_id" integer;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "kit_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "head_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "offer_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_classes" ADD COLUMN "track_id" integer;--> statement-breakpoint
ALTER TABLE "workshop_classes" ADD COLUMN "level" integer;--> statement-breakpoint
ALTER TABLE "workshop_classes" ADD COLUMN "curriculum" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_classes" ADD COLUMN "take_home" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_classes" ADD COLUMN "take_home_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_classes" ADD COLUMN "instructor_id" integer;--> statement-breakpoint
ALTER TABLE "class_kit_items" ADD CONSTRAINT "class_kit_items_class_id_workshop_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."workshop_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_kit_items" ADD CONSTRAINT "class_kit_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_certificates" ADD CONSTRAINT "workshop_certificates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_certificates" ADD CONSTRAINT "workshop_certificates_class_id_workshop_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."workshop_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshop_certificates_member_idx" ON "workshop_certificates" USING btree ("member_id","issued_on");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_signup_id_class_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."class_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_signups" ADD CONSTRAINT "class_signups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_classes" ADD CONSTRAINT "workshop_classes_track_id_workshop_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."workshop_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_classes" ADD CONSTRAINT "workshop_classes_instructor_id_workshop_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."workshop_instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_signups_member_idx" ON "class_signups" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "class_signups_waitlist_idx" ON "class_signups" USING btree ("session_id","status","id");--> statement-breakpoint
CREATE INDEX "class_signups_order_idx" ON "class_signups" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_signups_session_member_key" ON "class_signups" USING btree ("session_id","member_id") WHERE "class_signups"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_seats_not_negative" CHECK ("class_sessions"."seats_taken" >= 0);--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_status_known" CHECK ("class_sessions"."status" in ('open','cancelled'));--> statement-breakpoint
ALTER TABLE "class_signups" ADD CONSTRAINT "class_signups_head_count_positive" CHECK ("class_signups"."head_count" > 0);--> statement-breakpoint
UPDATE "class_signups" SET "status" = 'confirmed' WHERE "status" NOT IN ('pending_payment','confirmed','waitlisted','offered','cancelled','attended','no_show');--> statement-breakpoint
ALTER TABLE "class_signups" ADD CONSTRAINT "class_signups_status_known" CHECK ("class_signups"."status" in ('pending_payment','confirmed','waitlisted','offered','cancelled','attended','no_show'));