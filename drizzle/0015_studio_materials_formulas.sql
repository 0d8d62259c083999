CREATE TABLE "studio_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"family" text,
	"max_percent" numeric(5, 2),
	"swatch" text,
	"fits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"volume_ml" integer,
	"pack_amount" numeric(10, 2) DEFAULT 1 NOT NULL,
	"safety_no" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_materials_kind" CHECK ("studio_materials"."kind" in ('oil', 'dye', 'mica', 'vessel', 'lid', 'base')),
	CONSTRAINT "studio_materials_pack_positive" CHECK ("studio_materials"."pack_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "formulas" ADD COLUMN "memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "formulas" ADD COLUMN "composition" jsonb;--> statement-breakpoint
ALTER TABLE "formulas" ADD COLUMN "unit_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "formulas" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Formulas saved before the studio: the free-text ingredients move into the memo (names and percentages
-- cannot be matched to materials safely); the composition starts as an empty candle to compose again.
UPDATE "formulas" SET
	"memo" = trim(both E'\n' from "notes" || E'\n' || coalesce((
		SELECT string_agg((i->>'name') || ' ' || (i->>'percent') || '%', ', ')
		FROM jsonb_array_elements("ingredients") AS i
	), '')),
	"composition" = '{"type":"candle","sizeMl":200,"baseId":null,"loadPercent":8,"notes":[],"colours":[],"vesselId":null,"lidId":null,"label":null}'::jsonb,
	"updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "formulas" ALTER COLUMN "composition" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "formulas" DROP COLUMN "notes";--> statement-breakpoint
ALTER TABLE "formulas" DROP COLUMN "ingredients";--> statement-breakpoint
ALTER TABLE "studio_materials" ADD CONSTRAINT "studio_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_materials" ADD CONSTRAINT "studio_materials_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_materials_kind_idx" ON "studio_materials" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "studio_materials_product_idx" ON "studio_materials" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "formulas_member_idx" ON "formulas" USING btree ("member_id","updated_at");
