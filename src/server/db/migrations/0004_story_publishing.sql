ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "draft_title" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "draft_subtitle" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "draft_content" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "license" text DEFAULT 'ALL_RIGHTS_RESERVED' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "preview_title" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "preview_subtitle" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "focus_percent_x" real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "focus_percent_y" real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "in_response_to_post_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "in_response_to_quote_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pending_collection_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status_for_collection" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_pending_collection_id_collections_id_fk" FOREIGN KEY ("pending_collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_creator_stories_idx" ON "posts" USING btree ("creator_id","status","visibility","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_scheduled_idx" ON "posts" USING btree ("scheduled_at") WHERE "posts"."status" = 'SCHEDULED';