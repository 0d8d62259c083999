CREATE TABLE "custom_fragrance_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"custom_order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fragrance_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"custom_order_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_fragrance_orders" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_fragrance_orders" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "custom_fragrance_orders" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "custom_fragrance_orders" ADD COLUMN "formula_id" integer;--> statement-breakpoint
ALTER TABLE "custom_fragrance_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "formula_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "composition" jsonb;--> statement-breakpoint
ALTER TABLE "custom_fragrance_events" ADD CONSTRAINT "custom_fragrance_events_custom_order_id_custom_fragrance_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_fragrance_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fragrance_files" ADD CONSTRAINT "custom_fragrance_files_custom_order_id_custom_fragrance_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_fragrance_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_fragrance_events_order_idx" ON "custom_fragrance_events" USING btree ("custom_order_id","id");--> statement-breakpoint
ALTER TABLE "custom_fragrance_orders" ADD CONSTRAINT "custom_fragrance_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fragrance_orders" ADD CONSTRAINT "custom_fragrance_orders_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_fragrance_orders_member_idx" ON "custom_fragrance_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "custom_fragrance_orders_order_idx" ON "custom_fragrance_orders" USING btree ("order_id");--> statement-breakpoint
UPDATE "custom_fragrance_orders" SET "status" = 'in_production' WHERE "status" = 'in_progress';--> statement-breakpoint
UPDATE "custom_fragrance_orders" SET "status" = 'requested' WHERE "status" NOT IN ('requested','consulting','quoted','paid','in_production','shipped','delivered','cancelled');--> statement-breakpoint
ALTER TABLE "custom_fragrance_orders" ADD CONSTRAINT "custom_fragrance_orders_status_known" CHECK ("custom_fragrance_orders"."status" in ('requested','consulting','quoted','paid','in_production','shipped','delivered','cancelled'));