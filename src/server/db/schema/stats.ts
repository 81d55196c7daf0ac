import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

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

/**
 * Seconds each member spent on each member-only story per calendar month (UTC,
 * its first day): what the Partner Program splits a member's fee by. Written
 * as the read events arrive (one upsert per read); only grows.
 */
export const memberReadingMonths = pgTable(
  'member_reading_months',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    /** The last read event added: the same event sent again adds nothing. */
    lastEventId: text('last_event_id').notNull(),
  },
  (table) => [
    // (member, month) leads: a month's fee is split over that member's whole month.
    primaryKey({ columns: [table.memberId, table.month, table.postId] }),
    // A writer's earnings start from their stories' readers in a month.
    index('member_reading_months_post_idx').on(table.postId, table.month),
  ],
);
