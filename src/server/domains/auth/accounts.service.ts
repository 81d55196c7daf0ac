import type { Database } from '@server/db/client';
import type { UserRow } from '@server/db/schema/users';
import { createUser, findUserByEmail, findUserByUsername, isReservedUsername } from '../users';
import { normaliseName } from '@shared/users/name-rule';

/** A provisional handle from the name (or the address): lowercase letters, digits, dots, underscores. */
function usernameBase(fullName: string | null | undefined, email: string): string {
  const source = fullName?.trim() || email.split('@')[0] || '';
  const cleaned = source
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_.]/g, '')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 20);
  return cleaned.length >= 3 ? cleaned : `reader${cleaned}`;
}

async function freeUsername(db: Database, base: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate =
      attempt === 0 ? base : `${base}${Math.floor(Math.random() * 10 ** Math.min(attempt + 3, 8))}`;
    if (!isReservedUsername(candidate) && !(await findUserByUsername(db, candidate)))
      return candidate;
  }
  throw new Error('Could not find a free provisional username.');
}

/**
 * Creates the account an e-mail (or social) sign-up asked for. Its username
 * is provisional until the owner picks one at /registration-form. When the
 * address already has an account (a race, or a second link), that one wins.
 */
export async function createProvisionalAccount(options: {
  db: Database;
  email: string;
  fullName: string | null | undefined;
}): Promise<{ user: UserRow; isNewAccount: boolean }> {
  const existing = await findUserByEmail(options.db, options.email);
  if (existing) return { user: existing, isNewAccount: false };
  const username = await freeUsername(options.db, usernameBase(options.fullName, options.email));
  try {
    const user = await createUser({
      db: options.db,
      username,
      name: normaliseName(options.fullName) ?? username,
      email: options.email,
      hasChosenUsername: false,
    });
    return { user, isNewAccount: true };
  } catch (error) {
    const raced = await findUserByEmail(options.db, options.email);
    if (raced) return { user: raced, isNewAccount: false };
    throw error;
  }
}
