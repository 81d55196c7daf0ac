CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"post_id" text PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_follows" (
	"user_id" text NOT NULL,
	"tag_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_follows_user_id_tag_slug_pk" PRIMARY KEY("user_id","tag_slug")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_follows" ADD CONSTRAINT "tag_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_follows" ADD CONSTRAINT "tag_follows_tag_slug_tags_slug_fk" FOREIGN KEY ("tag_slug") REFERENCES "public"."tags"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "tag_follows_tag_slug_idx" ON "tag_follows" USING btree ("tag_slug");--> statement-breakpoint
-- Rebuilds the search documents of the given stories: published, not deleted ones get a
-- weighted document (title A, subtitle B, tags C, body D; a member-only story's body is not
-- indexed, so a search never reveals what only members read) and their words join the
-- dictionary that misspellings are corrected against.
CREATE FUNCTION search_reindex_posts(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE post_id = ANY(ids);
  WITH source AS (
    SELECT p.id, p.title, p.subtitle,
      coalesce((SELECT string_agg(t.display_title, ' ') FROM post_tags pt JOIN tags t ON t.slug = pt.tag_slug WHERE pt.post_id = p.id), '') AS tag_text,
      CASE WHEN p.visibility = 'LOCKED' THEN ''
        ELSE coalesce((SELECT string_agg(x->>'text', ' ') FROM jsonb_array_elements(p.content->'paragraphs') x), '') END AS body
    FROM posts p
    WHERE p.id = ANY(ids) AND p.status = 'PUBLISHED' AND p.deleted_at IS NULL
  ), indexed AS (
    INSERT INTO search_documents (post_id, document)
    SELECT id,
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', subtitle), 'B') ||
      setweight(to_tsvector('english', tag_text), 'C') || setweight(to_tsvector('english', body), 'D')
    FROM source
    RETURNING post_id
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme
  FROM source s, unnest(to_tsvector('simple', s.title || ' ' || s.subtitle || ' ' || s.tag_text || ' ' || s.body)) w
  WHERE w.lexeme ~ '^[[:alpha:]]{3,32}$'
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
CREATE FUNCTION search_post_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_reindex_posts(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_post_changed AFTER INSERT OR UPDATE OF title, subtitle, content, status, visibility, deleted_at ON posts
  FOR EACH ROW EXECUTE FUNCTION search_post_changed();--> statement-breakpoint
CREATE FUNCTION search_post_tags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_reindex_posts(ARRAY(SELECT DISTINCT post_id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_post_tags_added AFTER INSERT ON post_tags REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_post_tags_changed();--> statement-breakpoint
CREATE TRIGGER search_post_tags_removed AFTER DELETE ON post_tags REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_post_tags_changed();--> statement-breakpoint
CREATE INDEX users_search_trigram_idx ON users USING gin ((lower(name) || ' ' || lower(username)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX collections_search_trigram_idx ON collections USING gin ((lower(name) || ' ' || lower(slug)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX tags_search_trigram_idx ON tags USING gin ((lower(display_title) || ' ' || slug) gin_trgm_ops);--> statement-breakpoint
SELECT search_reindex_posts(ARRAY(SELECT id FROM posts WHERE status = 'PUBLISHED' AND deleted_at IS NULL));
