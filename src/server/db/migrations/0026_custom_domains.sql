CREATE TABLE "custom_domains" (
	"id" text PRIMARY KEY NOT NULL,
	"collection_id" text NOT NULL,
	"domain" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"verification_token" text NOT NULL,
	"requested_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"failure_reason" text,
	"verified_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_current_collection_idx" ON "custom_domains" USING btree ("collection_id") WHERE "custom_domains"."status" <> 'DELETED';--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_current_domain_idx" ON "custom_domains" USING btree ("domain") WHERE "custom_domains"."status" <> 'DELETED';