CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"channel" text NOT NULL,
	"member_id" integer,
	"to_mobile" text NOT NULL,
	"language" text DEFAULT 'kr' NOT NULL,
	"variables" jsonb NOT NULL,
	"body" text NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_channel_known" CHECK ("outbox_messages"."channel" in ('alimtalk','sms')),
	CONSTRAINT "outbox_messages_status_known" CHECK ("outbox_messages"."status" in ('pending','sent','failed','fell_back','skipped','kept'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_event_channel_key" ON "outbox_messages" USING btree ("event_key","channel");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_messages_member_idx" ON "outbox_messages" USING btree ("member_id","id");