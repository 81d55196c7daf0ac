CREATE TABLE "notification_email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"recipient_id" text NOT NULL,
	"notification_id" text NOT NULL,
	"notification_type" text NOT NULL,
	"email_group" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_email_settings" (
	"user_id" text NOT NULL,
	"email_group" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_email_settings_user_id_email_group_pk" PRIMARY KEY("user_id","email_group")
);
--> statement-breakpoint
ALTER TABLE "notification_email_outbox" ADD CONSTRAINT "notification_email_outbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_settings" ADD CONSTRAINT "notification_email_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_email_outbox_key_idx" ON "notification_email_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "notification_email_outbox_due_idx" ON "notification_email_outbox" USING btree ("next_attempt_at") WHERE "notification_email_outbox"."status" in ('PENDING', 'SENDING');