import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  authEmailRequests,
  authHandoffs,
  rateLimitCounters,
  usedCaptchaChallenges,
} from '@server/db/schema/auth';

/**
 * Abuse limits for sign-in (documented in docs/operations.md, "Sign-in"; decision 013).
 * Fixed windows counted in Postgres so every app process behind a load
 * balancer shares them. "Per requester" is one IPv4 address or one IPv6 /64
 * (requester.ts).
 */
export const LIMITS = {
  /** Sign-in mails one requester may ask for one address: nobody else's count locks it. */
  linkPerEmailAndRequester: { max: 5, windowMs: 15 * 60 * 1000 },
  /** Requests for one address that may skip the captcha (with skip_signin_captcha): the first. */
  captchaFreePerEmail: { max: 1, windowMs: 15 * 60 * 1000 },
  linkPerIp: { max: 20, windowMs: 15 * 60 * 1000 },
  codePerIp: { max: 30, windowMs: 15 * 60 * 1000 },
  codeFailuresPerAccount: { max: 100, windowMs: 60 * 60 * 1000 },
  callbackPerIp: { max: 60, windowMs: 15 * 60 * 1000 },
  challengePerIp: { max: 120, windowMs: 15 * 60 * 1000 },
  emailAvailabilityPerIp: { max: 60, windowMs: 15 * 60 * 1000 },
  /** A solved emailAvailability captcha pays for one mail to that address from that requester. */
  captchaPass: { max: 1, windowMs: 10 * 60 * 1000 },
} as const;

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LimitResult {
  isAllowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

function windowOf(limit: Limit, now: Date) {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const end = start + limit.windowMs;
  return {
    start: new Date(start),
    end: new Date(end),
    retryAfterSeconds: Math.max(1, Math.ceil((end - now.getTime()) / 1000)),
  };
}

/** Counts one hit against `key` and says whether it is still within the limit. */
export async function hitLimit(options: {
  db: Database;
  key: string;
  limit: Limit;
  now?: Date;
}): Promise<LimitResult> {
  const now = options.now ?? new Date();
  const window = windowOf(options.limit, now);
  const [row] = await options.db
    .insert(rateLimitCounters)
    .values({ key: options.key, windowStart: window.start, count: 1, expiresAt: window.end })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  // Old windows are swept now and then rather than on every hit.
  if (Math.random() < 0.01) await sweepCounters(options.db, now);
  return {
    isAllowed: (row?.count ?? 0) <= options.limit.max,
    retryAfterSeconds: window.retryAfterSeconds,
  };
}

/** Reads a counter without counting (for limits that only failures count toward). */
export async function peekLimit(options: {
  db: Database;
  key: string;
  limit: Limit;
  now?: Date;
}): Promise<LimitResult> {
  const now = options.now ?? new Date();
  const window = windowOf(options.limit, now);
  const [row] = await options.db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(eq(rateLimitCounters.key, options.key), eq(rateLimitCounters.windowStart, window.start)),
    );
  return {
    isAllowed: (row?.count ?? 0) < options.limit.max,
    retryAfterSeconds: window.retryAfterSeconds,
  };
}

/** Deletes expired counters, captcha records, hand-offs and sign-in requests. */
async function sweepCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
  await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, now));
  await db.delete(authHandoffs).where(lt(authHandoffs.expiresAt, now));
  // Kept a day past expiry so a late click still finds (and reports) its expired request.
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(authEmailRequests).where(lt(authEmailRequests.expiresAt, dayAgo));
}
