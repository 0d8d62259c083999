CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"machine_en" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"author" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_page_idx" ON "content_revisions" USING btree ("page_id","id");--> statement-breakpoint
CREATE INDEX "content_revisions_due_idx" ON "content_revisions" USING btree ("publish_at") WHERE "content_revisions"."publish_at" is not null and "content_revisions"."published_at" is null;