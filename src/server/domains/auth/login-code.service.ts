import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { authEmailRequests } from '@server/db/schema/auth';
import type { AuthEmailRequestRow } from '@server/db/schema/auth';
import { events } from '@server/db/schema/platform';
import { newId } from '@server/lib/ids';
import { randomToken, sha256 } from './crypto';
import { constantTimeEqual } from '@server/lib/constant-time';
import { hashLoginCode } from './email-link.service';
import { LIMITS, hitLimit, peekLimit } from './rate-limit.service';
import { AUTH_TEXTS } from './texts';
import { requesterKey } from './requester';

const MAX_CODE_ATTEMPTS = 5;
const LOGIN_CODE_PATTERN = /^[0-9]{6}$/;

export type VerifyLoginCodeResult =
  | { __typename: 'Token'; token: string; operation: 'login' | 'register' }
  | { __typename: 'BadRequest' | 'NotFound' | 'TooManyRequests'; message: string };

const fail = (
  __typename: 'BadRequest' | 'NotFound' | 'TooManyRequests',
  message: string,
): VerifyLoginCodeResult => ({ __typename, message });

async function latestRequest(db: Database, visitorId: string): Promise<AuthEmailRequestRow | null> {
  const [row] = await db
    .select()
    .from(authEmailRequests)
    .where(and(eq(authEmailRequests.visitorId, visitorId), eq(authEmailRequests.purpose, 'signin')))
    .orderBy(desc(authEmailRequests.createdAt))
    .limit(1);
  return row ?? null;
}

async function recordExceeded(db: Database, row: AuthEmailRequestRow, now: Date): Promise<void> {
  await db.insert(events).values({
    eventId: newId(),
    key: 'susi.loginCode.exceededAttempts',
    userId: row.visitorId,
    data: { requestId: row.id, operation: row.operation },
    clientTimestamp: now,
  });
}

/** Counts a wrong code; the guard keeps racing attempts from pushing past the maximum. */
async function countFailure(db: Database, row: AuthEmailRequestRow, now: Date): Promise<void> {
  await db
    .update(authEmailRequests)
    .set({ codeFailures: sql`${authEmailRequests.codeFailures} + 1` })
    .where(
      and(eq(authEmailRequests.id, row.id), lt(authEmailRequests.codeFailures, MAX_CODE_ATTEMPTS)),
    );
  await hitLimit({ db, key: `code-fail:${row.email}`, limit: LIMITS.codeFailuresPerAccount, now });
}

/**
 * A correct code swaps the request's link token for a fresh one in the same
 * statement that retires the code, so the e-mailed link, the code and the new
 * token together sign in at most once.
 */
async function redeemCode(
  db: Database,
  row: AuthEmailRequestRow,
  now: Date,
): Promise<string | null> {
  const token = randomToken();
  const [updated] = await db
    .update(authEmailRequests)
    .set({ tokenHash: sha256(token), codeHash: null })
    .where(
      and(
        eq(authEmailRequests.id, row.id),
        eq(authEmailRequests.codeHash, row.codeHash ?? ''),
        isNull(authEmailRequests.usedAt),
        lt(authEmailRequests.codeFailures, MAX_CODE_ATTEMPTS),
        gt(authEmailRequests.expiresAt, now),
      ),
    )
    .returning({ id: authEmailRequests.id });
  return updated ? token : null;
}

/** verifyLoginCode: the code from the e-mail, checked against this browser's latest request. */
export async function verifyLoginCode(options: {
  db: Database;
  secret: string;
  visitorId: string;
  loginCode: string;
  ip: string;
  now?: Date;
}): Promise<VerifyLoginCodeResult> {
  const { db } = options;
  const now = options.now ?? new Date();
  const code = options.loginCode.trim();
  if (!LOGIN_CODE_PATTERN.test(code)) return fail('BadRequest', AUTH_TEXTS.loginCodeFormat);
  const perIp = await hitLimit({
    db,
    key: `code-ip:${requesterKey(options.ip)}`,
    limit: LIMITS.codePerIp,
    now,
  });
  if (!perIp.isAllowed) return fail('TooManyRequests', AUTH_TEXTS.tooManyRequests);

  const row = await latestRequest(db, options.visitorId);
  if (!row || row.usedAt || !row.codeHash || row.expiresAt <= now) {
    return fail('NotFound', AUTH_TEXTS.noPendingCode);
  }
  if (row.codeFailures >= MAX_CODE_ATTEMPTS) {
    await recordExceeded(db, row, now);
    return fail('TooManyRequests', AUTH_TEXTS.codeAttemptsExceeded);
  }
  const perAccount = await peekLimit({
    db,
    key: `code-fail:${row.email}`,
    limit: LIMITS.codeFailuresPerAccount,
    now,
  });
  if (!perAccount.isAllowed) return fail('TooManyRequests', AUTH_TEXTS.tooManyCodeFailures);

  if (!constantTimeEqual(hashLoginCode(options.secret, row.id, code), row.codeHash)) {
    await countFailure(db, row, now);
    return fail('BadRequest', AUTH_TEXTS.wrongLoginCode);
  }
  const token = await redeemCode(db, row, now);
  if (!token) return fail('NotFound', AUTH_TEXTS.noPendingCode);
  return { __typename: 'Token', token, operation: row.operation };
}
