CREATE TABLE "search_titles" (
	"post_id" text PRIMARY KEY NOT NULL,
	"titles" "tsvector" NOT NULL,
	"latest_published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_titles" ADD CONSTRAINT "search_titles_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_titles_titles_idx" ON "search_titles" USING gin ("titles") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);
--> statement-breakpoint
-- The same rebuild as before, now also writing each story's titles row (title A, subtitle B,
-- tag names C) for predictive search and the top of a results page.
CREATE OR REPLACE FUNCTION search_reindex_posts(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM search_documents WHERE post_id = ANY(ids);
  DELETE FROM search_titles WHERE post_id = ANY(ids);
  WITH source AS (
    SELECT p.id, p.title, p.subtitle, coalesce(p.latest_published_at, p.created_at) AS published_at,
      coalesce((SELECT string_agg(t.display_title, ' ') FROM post_tags pt JOIN tags t ON t.slug = pt.tag_slug WHERE pt.post_id = p.id), '') AS tag_text,
      CASE WHEN p.visibility = 'LOCKED' THEN ''
        ELSE coalesce((SELECT string_agg(x->>'text', ' ') FROM jsonb_array_elements(p.content->'paragraphs') x), '') END AS body
    FROM posts p
    WHERE p.id = ANY(ids) AND p.status = 'PUBLISHED' AND p.deleted_at IS NULL
  ), weighted AS (
    SELECT id, published_at, body,
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', subtitle), 'B') ||
      setweight(to_tsvector('english', tag_text), 'C') AS titles,
      title || ' ' || subtitle || ' ' || tag_text AS heading
    FROM source
  ), indexed AS (
    INSERT INTO search_documents (post_id, document)
    SELECT id, titles || setweight(to_tsvector('english', body), 'D') FROM weighted
    RETURNING post_id
  ), titled AS (
    INSERT INTO search_titles (post_id, titles, latest_published_at)
    SELECT id, titles, published_at FROM weighted
    RETURNING post_id
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme
  FROM weighted s, unnest(to_tsvector('simple', s.heading || ' ' || s.body)) w
  WHERE w.lexeme ~ '^[[:alpha:]]{3,32}$'
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
-- Statement triggers with transition tables: a statement that writes many stories (an import,
-- the scheduler, a bulk load) rebuilds their index rows in one pass instead of once per row,
-- still inside the writing transaction. (PostgreSQL allows transition tables only on a trigger
-- with one event and no column list, hence two triggers and the comparison below.)
DROP TRIGGER search_post_changed ON posts;--> statement-breakpoint
DROP FUNCTION search_post_changed();--> statement-breakpoint
CREATE FUNCTION search_posts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_reindex_posts(ARRAY(
    SELECT id FROM inserted_rows WHERE status = 'PUBLISHED' AND deleted_at IS NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_posts_inserted AFTER INSERT ON posts REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_posts_inserted();--> statement-breakpoint
CREATE FUNCTION search_posts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_reindex_posts(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.title, n.subtitle, n.content, n.status, n.visibility, n.deleted_at, n.latest_published_at)
      IS DISTINCT FROM (o.title, o.subtitle, o.content, o.status, o.visibility, o.deleted_at, o.latest_published_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_posts_updated AFTER UPDATE ON posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_posts_updated();--> statement-breakpoint
-- Prunes the dictionary a slice at a time, in word order after `after`: a word is dropped when
-- no document holds its stem (English stop words, which no document holds, are kept). Returns
-- the last word looked at, or NULL when the slice reached the end. Each probe is one GIN
-- lookup, so a slice is short and other statements are not held up behind it.
CREATE FUNCTION search_prune_words(after text, batch integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE last_word text;
DECLARE looked integer;
BEGIN
  WITH slice AS (
    SELECT word FROM search_words WHERE word > after ORDER BY word LIMIT batch
  ), pruned AS (
    DELETE FROM search_words w USING slice s
    WHERE w.word = s.word
      AND numnode(plainto_tsquery('english', s.word)) > 0
      AND NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.document @@ plainto_tsquery('english', s.word))
    RETURNING 1
  )
  SELECT max(word), count(*) INTO last_word, looked FROM slice;
  RETURN CASE WHEN looked < batch THEN NULL ELSE last_word END;
END $$;--> statement-breakpoint
INSERT INTO search_titles (post_id, titles, latest_published_at)
SELECT p.id,
  setweight(to_tsvector('english', p.title), 'A') || setweight(to_tsvector('english', p.subtitle), 'B') ||
  setweight(to_tsvector('english', coalesce((SELECT string_agg(t.display_title, ' ') FROM post_tags pt JOIN tags t ON t.slug = pt.tag_slug WHERE pt.post_id = p.id), '')), 'C'),
  coalesce(p.latest_published_at, p.created_at)
FROM posts p
WHERE p.status = 'PUBLISHED' AND p.deleted_at IS NULL;
