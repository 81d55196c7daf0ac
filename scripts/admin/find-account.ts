import type { Database } from '@server/db/client';
import type { UserRow } from '@server/db/schema/users';
import { findUserByEmail, findUserByUsername } from '@server/domains/users';

/**
 * The account an operator names: `@name` or a bare name is a username, anything
 * else with an @ is an e-mail address.
 */
export async function findAccount(db: Database, reference: string): Promise<UserRow> {
  const ref = reference.trim();
  const isEmail = !ref.startsWith('@') && ref.includes('@');
  const username = ref.replace(/^@/, '');
  const user = isEmail ? await findUserByEmail(db, ref) : await findUserByUsername(db, username);
  if (user) return user;
  throw new Error(isEmail ? `No account uses ${ref}.` : `No account is called @${username}.`);
}
