CREATE TABLE "collection_stats" (
	"collection_id" text PRIMARY KEY NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_stats" ADD CONSTRAINT "collection_stats_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "collection_stats" ("collection_id", "follower_count")
  SELECT "collection_id", count(*) FROM "collection_follows" GROUP BY "collection_id";--> statement-breakpoint
CREATE FUNCTION collection_followers_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO collection_stats (collection_id, follower_count)
    SELECT collection_id, count(*) FROM added_rows GROUP BY collection_id ORDER BY collection_id
  ON CONFLICT (collection_id) DO UPDATE
    SET follower_count = collection_stats.follower_count + excluded.follower_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION collection_followers_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only an update: a publication being deleted takes its row with it.
  UPDATE collection_stats SET follower_count = collection_stats.follower_count - removed.total
    FROM (SELECT collection_id, count(*) AS total FROM removed_rows GROUP BY collection_id) removed
    WHERE collection_stats.collection_id = removed.collection_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collection_followers_added AFTER INSERT ON collection_follows REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_followers_added();--> statement-breakpoint
CREATE TRIGGER collection_followers_removed AFTER DELETE ON collection_follows REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_followers_removed();
