import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { preparedQuery, slot } from '@server/db/prepared-query';
import { sessions, users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { newToken } from '@server/lib/ids';

export const SESSION_TTL_MS = 1000 * 60 * 60 * 24 * 90;
// Refresh last-seen and expiry at most this often, so reads stay reads.
const TOUCH_INTERVAL_MS = 1000 * 60 * 60;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(options: {
  db: Database;
  userId: string;
  userAgent?: string;
  /** A publication's own domain the session was handed to: valid there only. */
  origin?: string | null;
  now?: Date;
}): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await options.db.insert(sessions).values({
    id: hashSessionToken(token),
    userId: options.userId,
    userAgent: (options.userAgent ?? '').slice(0, 500),
    origin: options.origin ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * A live session's user, and when the session was last seen. A session handed
 * to a publication's domain counts on that origin only: whoever serves the
 * domain sees its cookie, and must not hold a session of the whole site.
 */
const liveSession = preparedQuery((db) =>
  db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, slot('id')),
        gt(sessions.expiresAt, slot('now')),
        or(isNull(sessions.origin), eq(sessions.origin, slot('origin'))),
      ),
    )
    .limit(1),
);

/** The signed-in user for a session cookie sent to `origin`, or null when unknown or expired. */
export async function findSessionUser(options: {
  db: Database;
  token: string;
  origin: string;
  now?: Date;
}): Promise<UserRow | null> {
  const now = options.now ?? new Date();
  const id = hashSessionToken(options.token);
  const [row] = await liveSession(options.db).execute({
    id,
    now: now.toISOString(),
    origin: options.origin,
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await options.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, id));
  }
  return row.user;
}

export async function deleteSession(options: { db: Database; token: string }): Promise<void> {
  await options.db.delete(sessions).where(eq(sessions.id, hashSessionToken(options.token)));
}
