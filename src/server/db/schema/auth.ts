import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per sign-in (or address verification) e-mail. The link token and
 * the login code are stored only as SHA-256 hashes; `usedAt` makes the row
 * single use, and the request is bound to the browser that asked for it.
 */
export const authEmailRequests = pgTable(
  'auth_email_requests',
  {
    id: text('id').primaryKey(),
    /** signin: the magic link / login code; verify: confirms a changed address. */
    purpose: text('purpose').$type<'signin' | 'verify'>().notNull(),
    operation: text('operation').$type<'login' | 'register'>().notNull(),
    email: text('email').notNull(),
    /** The account signed in to (login) or verified (verify); null until register creates it. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    redirect: text('redirect'),
    entry: text('entry'),
    /** The requesting browser: its `lo_…` visitor id (or user id when signed in). */
    visitorId: text('visitor_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    codeFailures: integer('code_failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('auth_email_requests_token_hash_idx').on(table.tokenHash),
    index('auth_email_requests_visitor_idx').on(table.visitorId, table.createdAt),
    index('auth_email_requests_expires_at_idx').on(table.expiresAt),
  ],
);

/** Single-use tickets that carry a sign-in from the auth domain to a custom domain. */
export const authHandoffs = pgTable(
  'auth_handoffs',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The custom-domain origin the ticket is valid on. */
    origin: text('origin').notNull(),
    /** The visitor id that browser had on the custom domain (from the account token). */
    visitorId: text('visitor_id').notNull(),
    isNewAccount: boolean('is_new_account').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_handoffs_expires_at_idx').on(table.expiresAt)],
);

/** Fixed-window abuse counters, shared by every app process. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_expires_at_idx').on(table.expiresAt),
  ],
);

/** Captcha solutions already accepted, kept until their challenge expires (no replays). */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_captcha_challenges_expires_at_idx').on(table.expiresAt)],
);

export type AuthEmailRequestRow = typeof authEmailRequests.$inferSelect;
