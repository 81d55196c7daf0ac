import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/** Claps, the reading list and reading history: one reader's relation to a story. */

export const claps = pgTable(
  'claps',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    /**
     * How many claps the latest request added. The capped upsert's RETURNING
     * sees only the new row, so it records the accepted delta here to report
     * it (and move the post total) without a second statement.
     */
    lastAccepted: integer('last_accepted').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    check('claps_count_range', sql`${table.count} between 0 and 50`),
    // Voters of a story, most recent first.
    index('claps_post_updated_idx').on(table.postId, table.updatedAt.desc(), table.userId.desc()),
    // Stories a reader clapped for (their profile's has-recommended tab), most recent first.
    index('claps_user_updated_idx').on(table.userId, table.updatedAt.desc(), table.postId.desc()),
    // Trending: the claps of a recent window, whoever gave them.
    index('claps_updated_idx').on(table.updatedAt),
  ],
);

/** Denormalised per-story totals, so story cards read counts without aggregating. */
export const postStats = pgTable('post_stats', {
  postId: text('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  clapCount: integer('clap_count').notNull().default(0),
  voterCount: integer('voter_count').notNull().default(0),
  responseCount: integer('response_count').notNull().default(0),
});

export const readingList = pgTable(
  'reading_list',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    state: text('state').$type<'QUEUE' | 'ARCHIVE'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    check('reading_list_state', sql`${table.state} in ('QUEUE', 'ARCHIVE')`),
    // One tab (saved or archived), newest first, keyset paged.
    index('reading_list_user_state_idx').on(
      table.userId,
      table.state,
      table.updatedAt.desc(),
      table.postId.desc(),
    ),
    // The Recent tab spans both states.
    index('reading_list_user_updated_idx').on(
      table.userId,
      table.updatedAt.desc(),
      table.postId.desc(),
    ),
  ],
);

export const readingHistory = pgTable(
  'reading_history',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    index('reading_history_user_read_idx').on(
      table.userId,
      table.readAt.desc(),
      table.postId.desc(),
    ),
    // Trending: the reads of a recent window, whoever read.
    index('reading_history_read_at_idx').on(table.readAt),
  ],
);

export type ReadingListRow = typeof readingList.$inferSelect;
export type PostStatsRow = typeof postStats.$inferSelect;
