import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { identities, socialSignInTickets } from '@server/db/schema/identities';
import type { UserRow } from '@server/db/schema/users';
import { users } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { newId } from '@server/lib/ids';
import { createUser, findUserByEmail } from '../users';
import type { SocialProfile } from './providers/provider';
import type { SocialProviderName } from './social-state';
import type { SocialRefusal } from '@shared/auth/social-texts';
import { normaliseName } from '@shared/users/name-rule';

/** Accounts one network (IP address) may create through social sign-in per hour. */
const SOCIAL_SIGNUPS_PER_IP_PER_HOUR = 10;
const SIGN_IN_TICKET_TTL_MS = 2 * 60 * 1000;

export type SocialOutcome =
  | { kind: 'signedIn'; userId: string; isNewAccount: boolean }
  | { kind: 'refused'; refusal: SocialRefusal };

const ALREADY_EXISTS: Record<SocialProviderName, SocialRefusal> = {
  google: 'AlreadyExistsGoogle',
  facebook: 'AlreadyExistsFacebook',
  apple: 'AlreadyExistsApple',
  twitter: 'AlreadyExistsTwitter',
};

const refuse = (refusal: SocialRefusal): SocialOutcome => ({ kind: 'refused', refusal });
const signedIn = (user: UserRow, isNewAccount = false): SocialOutcome =>
  user.isSuspended ? refuse('Forbidden') : { kind: 'signedIn', userId: user.id, isNewAccount };

/**
 * Who a provider's person is here: the linked account, else the account with
 * the same verified address (linked now, never duplicated), else a new account
 * when `mayCreate`. Logging in with no account creates one, as Medium does;
 * one-tap passes mayCreate only for its explicit sign-up step.
 */
export async function resolveSocialAccount(options: {
  db: Database;
  provider: SocialProviderName;
  profile: SocialProfile;
  mayCreate: boolean;
  ip: string;
  now?: Date;
}): Promise<SocialOutcome> {
  const { db, provider, profile } = options;
  const linked = await findLinkedUser(db, provider, profile.subject);
  if (linked) return signedIn(linked);

  const sameAddress = profile.email ? await findUserByEmail(db, profile.email) : null;
  if (sameAddress && !profile.emailVerified) return refuse('AlreadyExists');
  if (sameAddress) {
    if (sameAddress.isSuspended) return refuse('Forbidden');
    if (await hasIdentity(db, provider, sameAddress.id)) return refuse(ALREADY_EXISTS[provider]);
    await linkIdentity(db, { provider, profile, userId: sameAddress.id, signupIp: null });
    return signedIn(sameAddress);
  }

  if (!options.mayCreate) return refuse('NotFound');
  const now = options.now ?? new Date();
  if (await isSignupRateLimited(db, options.ip, now)) return refuse('UserCreationRateLimited');
  const user = await createSocialUser(db, provider, profile, options.ip);
  return signedIn(user, true);
}

async function findLinkedUser(db: Database, provider: string, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

async function hasIdentity(db: Database, provider: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.userId, userId)))
    .limit(1);
  return Boolean(row);
}

async function linkIdentity(
  db: Database,
  input: { provider: string; profile: SocialProfile; userId: string; signupIp: string | null },
): Promise<void> {
  await db
    .insert(identities)
    .values({
      id: newId(),
      provider: input.provider,
      subject: input.profile.subject,
      userId: input.userId,
      email: input.profile.email,
      signupIp: input.signupIp,
    })
    // Two callbacks racing for the same person: the first link wins, the second is a no-op.
    .onConflictDoNothing({ target: [identities.provider, identities.subject] });
}

async function isSignupRateLimited(db: Database, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 60 * 60 * 1000);
  const [row] = await db
    .select({ total: count() })
    .from(identities)
    .where(and(eq(identities.signupIp, ip), gt(identities.createdAt, since)));
  return (row?.total ?? 0) >= SOCIAL_SIGNUPS_PER_IP_PER_HOUR;
}

/**
 * A provisional handle from the person's name plus a random suffix: unique
 * without a lookup, and replaced when the new account picks its @username at
 * onboarding.
 */
export function provisionalUsername(name: string | null): string {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 20);
  return `${base || 'reader'}_${randomBytes(4).toString('hex')}`;
}

async function createSocialUser(
  db: Database,
  provider: SocialProviderName,
  profile: SocialProfile,
  ip: string,
): Promise<UserRow> {
  // One transaction: an account never exists without the identity that signs it in.
  return inTransaction(db, async (tx) => {
    // The handle is provisional: onboarding (/registration-form) asks for the real one.
    const user = await createUser({
      db: tx,
      username: provisionalUsername(profile.name),
      // The provider's name is not the person's to fix here: made to fit the name rule.
      name: normaliseName(profile.name) ?? '',
      email: profile.emailVerified ? profile.email : null,
      hasChosenUsername: false,
    });
    await linkIdentity(tx, { provider, profile, userId: user.id, signupIp: ip });
    return user;
  });
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A single-use, two-minute ticket the browser trades for a session at the auth URL. */
export async function createSignInTicket(
  db: Database,
  input: { userId: string; isNewAccount: boolean; now?: Date },
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  const now = input.now ?? new Date();
  await db.insert(socialSignInTickets).values({
    id: hashTicket(ticket),
    userId: input.userId,
    isNewAccount: input.isNewAccount,
    expiresAt: new Date(now.getTime() + SIGN_IN_TICKET_TTL_MS),
  });
  return ticket;
}

/** Deleting as it reads makes the ticket single-use even under concurrent visits. */
export async function consumeSignInTicket(db: Database, ticket: string, now = new Date()) {
  const [row] = await db
    .delete(socialSignInTickets)
    .where(eq(socialSignInTickets.id, hashTicket(ticket)))
    .returning();
  await db.delete(socialSignInTickets).where(lt(socialSignInTickets.expiresAt, now));
  if (!row || row.expiresAt <= now) return null;
  return { userId: row.userId, isNewAccount: row.isNewAccount };
}
