CREATE TABLE "member_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identities_provider_known" CHECK ("member_identities"."provider" in ('kakao', 'naver'))
);
--> statement-breakpoint
CREATE TABLE "social_pending" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"profile" jsonb NOT NULL,
	"member_id" integer,
	"redirect" text DEFAULT '/my-page' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_pending" ADD CONSTRAINT "social_pending_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_subject_key" ON "member_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_member_key" ON "member_identities" USING btree ("member_id","provider");