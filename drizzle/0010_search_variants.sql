CREATE TABLE "search_keyword_counts" (
	"keyword" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_keyword_counts_keyword_day_pk" PRIMARY KEY("keyword","day")
);
--> statement-breakpoint
CREATE TABLE "search_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"canonical" text NOT NULL,
	"kind" text DEFAULT 'spelling' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_keyword_counts_day_idx" ON "search_keyword_counts" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "search_variants_variant_key" ON "search_variants" USING btree ("variant");