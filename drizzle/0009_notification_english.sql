ALTER TABLE "notifications" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;