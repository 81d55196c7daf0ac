ALTER TABLE "partner_enrollments" ALTER COLUMN "tax_id_encrypted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_enrollments" ALTER COLUMN "tax_id_last4" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_enrollments" ADD COLUMN "tax_status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_enrollments" ADD COLUMN "tax_status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "partner_enrollments_tax_pending_idx" ON "partner_enrollments" USING btree ("tax_status_since") WHERE "partner_enrollments"."tax_status" <> 'submitted';--> statement-breakpoint
ALTER TABLE "partner_enrollments" ADD CONSTRAINT "partner_enrollments_tax_status" CHECK ("partner_enrollments"."tax_status" in ('missing', 'submitted', 'failed') and ("partner_enrollments"."tax_status" = 'missing') = ("partner_enrollments"."tax_id_encrypted" is null));