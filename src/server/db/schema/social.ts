import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collections } from './posts';
import { users } from './users';

/**
 * The social graph: follows, blocks, mutes and reports. Every list a page
 * walks (followers, following, muted people and publications, the report
 * queue) has an index in its keyset order (created_at desc, id desc).
 */

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    check('user_follows_not_self', sql`${table.followerId} <> ${table.followeeId}`),
    // Someone's followers, newest first.
    index('user_follows_followee_idx').on(
      table.followeeId,
      table.createdAt.desc(),
      table.followerId.desc(),
    ),
    // Whom someone follows, newest first.
    index('user_follows_follower_idx').on(
      table.followerId,
      table.createdAt.desc(),
      table.followeeId.desc(),
    ),
  ],
);

/**
 * Follower and following totals, moved in the transaction that adds or
 * removes a follow, so profiles read counts without aggregating. No check
 * constraint: the upsert that moves them carries signed deltas, and Postgres
 * checks the proposed row before it finds the conflict.
 */
export const userSocialStats = pgTable('user_social_stats', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  followerCount: integer('follower_count').notNull().default(0),
  followingCount: integer('following_count').notNull().default(0),
});

/**
 * Each publication's follower total, kept by triggers on collection_follows
 * (migration 0031), so a follow, an unfollow and a cascade from a deleted
 * account all count, and a home page reads one row instead of counting
 * thousands.
 */
export const collectionStats = pgTable('collection_stats', {
  collectionId: text('collection_id')
    .primaryKey()
    .references(() => collections.id, { onDelete: 'cascade' }),
  followerCount: integer('follower_count').notNull().default(0),
});

export const collectionFollows = pgTable(
  'collection_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.collectionId] }),
    // A publication's followers, newest first.
    index('collection_follows_collection_idx').on(
      table.collectionId,
      table.createdAt.desc(),
      table.userId.desc(),
    ),
    // The publications someone follows, newest first.
    index('collection_follows_user_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.collectionId.desc(),
    ),
  ],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    check('user_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
    // The people someone blocked, newest first (settings).
    index('user_blocks_blocker_idx').on(
      table.blockerId,
      table.createdAt.desc(),
      table.blockedId.desc(),
    ),
    // Who blocked someone: the other direction of "is there a block between us".
    index('user_blocks_blocked_idx').on(table.blockedId, table.blockerId),
  ],
);

export const userMutes = pgTable(
  'user_mutes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedUserId: text('muted_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mutedUserId] }),
    check('user_mutes_not_self', sql`${table.userId} <> ${table.mutedUserId}`),
    // /me/settings/mute/users, newest first.
    index('user_mutes_user_idx').on(table.userId, table.createdAt.desc(), table.mutedUserId.desc()),
  ],
);

export const collectionMutes = pgTable(
  'collection_mutes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.collectionId] }),
    // /me/settings/mute/publications, newest first.
    index('collection_mutes_user_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.collectionId.desc(),
    ),
  ],
);

export const REPORT_REASONS = ['SPAM', 'HARASSMENT', 'RULES_VIOLATION', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['OPEN', 'DISMISSED', 'ACTIONED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A reader's report of a user, waiting in the staff queue while OPEN. */
export const userReports = pgTable(
  'user_reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    status: text('status').$type<ReportStatus>().notNull().default('OPEN'),
    reviewedById: text('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_reports_status', sql`${table.status} in ('OPEN', 'DISMISSED', 'ACTIONED')`),
    check(
      'user_reports_reason',
      sql`${table.reason} in ('SPAM', 'HARASSMENT', 'RULES_VIOLATION', 'OTHER')`,
    ),
    check('user_reports_not_self', sql`${table.reporterId} <> ${table.targetUserId}`),
    // A reporter has at most one open report per user: reporting again updates it.
    uniqueIndex('user_reports_open_once_idx')
      .on(table.reporterId, table.targetUserId)
      .where(sql`${table.status} = 'OPEN'`),
    // The staff queue by status, newest first.
    index('user_reports_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    // Every report about one user (the reviewer's context).
    index('user_reports_target_idx').on(table.targetUserId, table.createdAt.desc()),
  ],
);

export type UserFollowRow = typeof userFollows.$inferSelect;
export type UserReportRow = typeof userReports.$inferSelect;
