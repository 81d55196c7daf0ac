CREATE TABLE "auth_email_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"operation" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"full_name" text,
	"redirect" text,
	"entry" text,
	"visitor_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_handoffs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"origin" text NOT NULL,
	"visitor_id" text NOT NULL,
	"is_new_account" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "used_captcha_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_chosen_username" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_email_requests" ADD CONSTRAINT "auth_email_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_handoffs" ADD CONSTRAINT "auth_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_email_requests_token_hash_idx" ON "auth_email_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_email_requests_visitor_idx" ON "auth_email_requests" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_email_requests_expires_at_idx" ON "auth_email_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_handoffs_expires_at_idx" ON "auth_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "used_captcha_challenges_expires_at_idx" ON "used_captcha_challenges" USING btree ("expires_at");