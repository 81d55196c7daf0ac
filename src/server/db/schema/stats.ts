import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';

/**
 * Writers' stats, rolled up from the append-only client events (`events`) by
 * a job: one row per story, hour and referrer. The page reads only these rows,
 * so counting costs the request path nothing beyond the event it already
 * stores.
 */
export const postStatHours = pgTable(
  'post_stat_hours',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The hour the events were received in (UTC, truncated). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** internal, search, social, email, direct or external (see referrer-type.ts). */
    referrerType: text('referrer_type').notNull(),
    /** The referring host ('' for direct and e-mail without one). */
    referrerHost: text('referrer_host').notNull(),
    views: integer('views').notNull().default(0),
    reads: integer('reads').notNull().default(0),
    /** Seconds read by readers whose membership was active when they read. */
    memberReadingSeconds: integer('member_reading_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.hour, table.referrerType, table.referrerHost] }),
    // The rollup replaces every row from an hour on.
    index('post_stat_hours_hour_idx').on(table.hour),
  ],
);

/** How far the rollup has gone: a single row, so a restarted job picks up where it stopped. */
export const statRollupState = pgTable('stat_rollup_state', {
  id: integer('id').primaryKey(),
  rolledUntil: timestamp('rolled_until', { withTimezone: true }).notNull(),
});
