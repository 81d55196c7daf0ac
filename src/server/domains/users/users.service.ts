import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { preparedQuery, slot } from '@server/db/prepared-query';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError } from '@server/lib/app-errors';
import { newId } from '@server/lib/ids';

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{1,30}$/;

const userWithUsername = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${slot('username')}`)
    .limit(1),
);

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | null> {
  const [row] = await userWithUsername(db).execute({ username: username.toLowerCase() });
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

// Serialises account creation just long enough that two first sign-ups cannot both become owner.
const FIRST_USER_LOCK_KEY = 7_341_103;

/** Creates an account. The first account on a site is its owner and becomes staff. */
export async function createUser(options: {
  db: Database;
  username: string;
  name: string;
  email?: string | null;
  bio?: string;
  imageId?: string | null;
  memberAt?: Date | null;
  /** False for sign-ups whose handle is provisional until onboarding. */
  hasChosenUsername?: boolean;
}): Promise<UserRow> {
  if (!USERNAME_PATTERN.test(options.username)) {
    throw new BadRequestError('Usernames use 1 to 30 letters, numbers, dots or underscores.');
  }
  return inTransaction(options.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK_KEY})`);
    // Demo writers are not staff, so on a demo site the first real account still becomes owner.
    const [staff] = await tx.select({ total: count() }).from(users).where(eq(users.isStaff, true));
    const [row] = await tx
      .insert(users)
      .values({
        id: newId(),
        username: options.username,
        name: options.name.trim() || options.username,
        email: options.email ?? null,
        bio: options.bio ?? '',
        imageId: options.imageId ?? null,
        memberAt: options.memberAt ?? null,
        hasChosenUsername: options.hasChosenUsername ?? true,
        isStaff: (staff?.total ?? 0) === 0,
      })
      .returning();
    if (!row) throw new Error('Inserting the user returned no row.');
    return row;
  });
}
