ALTER TABLE "members" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
-- Members who agreed before the time was kept: the last change of their record is the nearest known time.
UPDATE "members" SET "marketing_consent_at" = "updated_at" WHERE "marketing_consent" AND "marketing_consent_at" IS NULL;
