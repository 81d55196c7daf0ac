import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { authHandoffs } from '@server/db/schema/auth';
import { randomToken, sha256 } from './crypto';

/** A hand-off ticket is followed by the browser at once; two minutes is plenty. */
const HANDOFF_TTL_MS = 2 * 60 * 1000;

export async function createHandoff(options: {
  db: Database;
  userId: string;
  origin: string;
  visitorId: string;
  isNewAccount: boolean;
  now?: Date;
}): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomToken();
  await options.db.insert(authHandoffs).values({
    tokenHash: sha256(token),
    userId: options.userId,
    origin: options.origin,
    visitorId: options.visitorId,
    isNewAccount: options.isNewAccount,
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
  });
  return token;
}

/**
 * Consumes a ticket in one statement (so two racing requests cannot both
 * win), only on the origin it was issued for and only for the browser that
 * asked for it there.
 */
export async function consumeHandoff(options: {
  db: Database;
  token: string;
  origin: string;
  visitorId: string;
  now?: Date;
}): Promise<{ userId: string; isNewAccount: boolean } | null> {
  const now = options.now ?? new Date();
  const [row] = await options.db
    .update(authHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        eq(authHandoffs.tokenHash, sha256(options.token)),
        eq(authHandoffs.origin, options.origin),
        eq(authHandoffs.visitorId, options.visitorId),
        isNull(authHandoffs.usedAt),
        gt(authHandoffs.expiresAt, now),
      ),
    )
    .returning({ userId: authHandoffs.userId, isNewAccount: authHandoffs.isNewAccount });
  return row ?? null;
}
