CREATE TABLE "guide_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer,
	"label" text NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"amount_per_piece" integer,
	"amount_per_unit" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guide_materials" ADD CONSTRAINT "guide_materials_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_materials" ADD CONSTRAINT "guide_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_materials" ADD CONSTRAINT "guide_materials_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_materials_page_idx" ON "guide_materials" USING btree ("page_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_products_page_product_key" ON "promotion_products" USING btree ("page_id","product_id");