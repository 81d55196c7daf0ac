CREATE TABLE "partner_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"reference" text,
	CONSTRAINT "partner_payouts_amount" CHECK ("partner_payouts"."amount" > 0),
	CONSTRAINT "partner_payouts_paid" CHECK ("partner_payouts"."status" in ('due', 'held', 'paid') and ("partner_payouts"."status" = 'paid') = ("partner_payouts"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_user_month_idx" ON "partner_payouts" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "partner_payouts_status_idx" ON "partner_payouts" USING btree ("status","month");