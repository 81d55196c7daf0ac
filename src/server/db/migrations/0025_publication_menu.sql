CREATE TABLE "feature_page_stories" (
	"feature_page_id" text NOT NULL,
	"position" integer NOT NULL,
	"post_id" text NOT NULL,
	CONSTRAINT "feature_page_stories_feature_page_id_position_pk" PRIMARY KEY("feature_page_id","position")
);
--> statement-breakpoint
CREATE TABLE "feature_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"collection_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slug" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"collection_id" text NOT NULL,
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "is_aurora_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "is_aurora_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "is_partner_program_enrolled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_page_stories" ADD CONSTRAINT "feature_page_stories_feature_page_id_feature_pages_id_fk" FOREIGN KEY ("feature_page_id") REFERENCES "public"."feature_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_page_stories" ADD CONSTRAINT "feature_page_stories_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_pages" ADD CONSTRAINT "feature_pages_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_feedback" ADD CONSTRAINT "publication_feedback_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_feedback" ADD CONSTRAINT "publication_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_pages_collection_slug_idx" ON "feature_pages" USING btree ("collection_id",lower("slug"));--> statement-breakpoint
CREATE INDEX "feature_pages_collection_created_idx" ON "feature_pages" USING btree ("collection_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publication_feedback_collection_idx" ON "publication_feedback" USING btree ("collection_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publication_feedback_user_idx" ON "publication_feedback" USING btree ("user_id","created_at" DESC NULLS LAST);