CREATE TABLE "collection_nav_items" (
	"collection_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	CONSTRAINT "collection_nav_items_collection_id_position_pk" PRIMARY KEY("collection_id","position")
);
--> statement-breakpoint
ALTER TABLE "collection_nav_items" ADD CONSTRAINT "collection_nav_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;