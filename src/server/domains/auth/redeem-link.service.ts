import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { findUserByEmail } from '../users';
import { createProvisionalAccount } from './accounts.service';
import { consumeEmailLink } from './email-link.service';

export type RedeemedLink =
  | {
      kind: 'signin';
      userId: string;
      isNewAccount: boolean;
      redirect: string | null;
      entry: string | null;
      /** The browser that asked for the mail. */
      visitorId: string;
    }
  | { kind: 'verified'; userId: string }
  | null;

async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Uses a sign-in link (or the token a verified code produced) and says who to sign in. */
export async function redeemSignInLink(options: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<RedeemedLink> {
  const row = await consumeEmailLink({ ...options, purpose: 'signin' });
  if (!row) return null;
  const base = {
    kind: 'signin' as const,
    redirect: row.redirect,
    entry: row.entry,
    visitorId: row.visitorId,
  };
  const existing = row.userId
    ? await findUserById(options.db, row.userId)
    : await findUserByEmail(options.db, row.email);
  if (existing) return { ...base, userId: existing.id, isNewAccount: false };
  // A login link whose account was deleted meanwhile signs no one in.
  if (row.operation === 'login') return null;
  const { user, isNewAccount } = await createProvisionalAccount({
    db: options.db,
    email: row.email,
    fullName: row.fullName,
  });
  return { ...base, userId: user.id, isNewAccount };
}

/** Uses a verification link: the unverified address becomes the account's e-mail. */
export async function redeemVerifyLink(options: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<RedeemedLink> {
  const row = await consumeEmailLink({ ...options, purpose: 'verify' });
  if (!row?.userId) return null;
  const taken = await findUserByEmail(options.db, row.email);
  if (taken && taken.id !== row.userId) return null;
  const [updated] = await options.db
    .update(users)
    .set({ email: row.email, unverifiedEmail: null, updatedAt: options.now ?? new Date() })
    .where(and(eq(users.id, row.userId), sql`lower(${users.unverifiedEmail}) = ${row.email}`))
    .returning({ id: users.id });
  return updated ? { kind: 'verified', userId: updated.id } : null;
}
