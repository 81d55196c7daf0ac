CREATE TABLE "custom_style_sheets" (
	"publisher_id" text PRIMARY KEY NOT NULL,
	"publisher_kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"styles" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_style_sheets_kind" CHECK ("custom_style_sheets"."publisher_kind" in ('USER', 'COLLECTION'))
);
--> statement-breakpoint
CREATE TABLE "collection_pins" (
	"collection_id" text NOT NULL,
	"post_id" text NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_pins_collection_id_post_id_pk" PRIMARY KEY("collection_id","post_id")
);
--> statement-breakpoint
DROP INDEX "posts_collection_published_idx";--> statement-breakpoint
ALTER TABLE "collection_pins" ADD CONSTRAINT "collection_pins_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_pins" ADD CONSTRAINT "collection_pins_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_collection_published_idx" ON "posts" USING btree ("collection_id","latest_published_at" DESC NULLS LAST,"id" DESC NULLS LAST);