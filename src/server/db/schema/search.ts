import { customType, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts, tags } from './posts';
import { users } from './users';

/**
 * The search index (decision 027). Rows are written by database triggers in
 * the same transaction as the story they describe, so no writer can leave the
 * index behind; who may see a hit is decided at query time by the access room.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One weighted document per published story: title A, subtitle B, tags C, body D. */
export const searchDocuments = pgTable(
  'search_documents',
  {
    postId: text('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (table) => [index('search_documents_document_idx').using('gin', table.document)],
);

/**
 * The small index predictive search and the top of a results page read: title
 * A, subtitle B and tag names C of each published story, a few words where the
 * document holds hundreds, so ranking every match stays cheap while a reader
 * types. Kept by the same triggers as the documents.
 */
export const searchTitles = pgTable(
  'search_titles',
  {
    postId: text('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    titles: tsvector('titles').notNull(),
    /** Newest first among equal ranks, without reading the story rows. */
    latestPublishedAt: timestamp('latest_published_at', { withTimezone: true }).notNull(),
  },
  // Written straight into the index: a pending list (PGlite has no autovacuum to flush it)
  // would be read through on every keystroke.
  (table) => [
    index('search_titles_titles_idx').using('gin', table.titles).with({ fastupdate: false }),
  ],
);

/**
 * Every distinct word the index has seen, unstemmed: the dictionary a misspelt
 * word is corrected against (trigram distance, then edit distance).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trigram_idx').using('gist', table.word.op('gist_trgm_ops')),
  // "Does a known word begin with what is being typed?" in any collation.
  index('search_words_prefix_idx').using('btree', table.word.op('text_pattern_ops')),
]);

/** Readers following a tag: a tag is offered by predictive search once someone follows it. */
export const tagFollows = pgTable(
  'tag_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => tags.slug, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tagSlug] }),
    index('tag_follows_tag_slug_idx').on(table.tagSlug),
  ],
);
