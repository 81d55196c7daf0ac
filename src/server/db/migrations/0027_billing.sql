CREATE TABLE "charges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_charge_id" text NOT NULL,
	"provider_subscription_id" text,
	"checkout_id" text,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "charges_amount" CHECK ("charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"recipient_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_amount" CHECK ("checkout_sessions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_gifts" (
	"id" text PRIMARY KEY NOT NULL,
	"redeem_code" text NOT NULL,
	"buyer_id" text NOT NULL,
	"recipient_email" text NOT NULL,
	"plan" text NOT NULL,
	"charge_id" text NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_customer_id" text,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_event_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_gifts" ADD CONSTRAINT "membership_gifts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_gifts" ADD CONSTRAINT "membership_gifts_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_gifts" ADD CONSTRAINT "membership_gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_provider_charge_idx" ON "charges" USING btree ("provider","provider_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_idempotency_idx" ON "charges" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE INDEX "charges_user_created_idx" ON "charges" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_open_idx" ON "checkout_sessions" USING btree ("user_id","kind","plan") WHERE "checkout_sessions"."status" = 'open' and "checkout_sessions"."kind" = 'membership';--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_idx" ON "checkout_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_gifts_code_idx" ON "membership_gifts" USING btree ("redeem_code");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_gifts_charge_idx" ON "membership_gifts" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_subscription_idx" ON "memberships" USING btree ("provider_subscription_id","provider");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_id_idx" ON "payment_events" USING btree ("provider","event_id");