CREATE TABLE "collection_pins" (
	"collection_id" text NOT NULL,
	"post_id" text NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_pins_collection_id_post_id_pk" PRIMARY KEY("collection_id","post_id")
);
--> statement-breakpoint
DROP INDEX "posts_collection_published_idx";--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "header_scale" text DEFAULT 'MEDIUM' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "name_treatment" text DEFAULT 'TEXT' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "tagline_treatment" text DEFAULT 'HEADER' NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_pins" ADD CONSTRAINT "collection_pins_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_pins" ADD CONSTRAINT "collection_pins_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_collection_published_idx" ON "posts" USING btree ("collection_id","latest_published_at" DESC NULLS LAST,"id" DESC NULLS LAST);