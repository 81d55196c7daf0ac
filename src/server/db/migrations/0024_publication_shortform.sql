CREATE TABLE "collection_shortforms" (
	"id" text PRIMARY KEY NOT NULL,
	"collection_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"type" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"url" text,
	"link_title" text,
	"link_domain" text,
	"image_id" text,
	"attribution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_shortforms" ADD CONSTRAINT "collection_shortforms_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shortforms" ADD CONSTRAINT "collection_shortforms_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shortforms" ADD CONSTRAINT "collection_shortforms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_shortforms_home_idx" ON "collection_shortforms" USING btree ("collection_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);