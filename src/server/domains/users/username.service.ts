import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { USERNAME_TEXTS } from './username.texts';
import { usernameProblem } from './username.policy';
import { requireAuthorized } from '../access';

export type ChooseUsernameResult =
  ({ __typename: 'User' } & UserRow) | { __typename: 'BadRequest'; message: string };

const badRequest = (message: string): ChooseUsernameResult => ({
  __typename: 'BadRequest',
  message,
});

/** Whether someone other than the viewer holds this username, in any case. */
export async function isUsernameTaken(
  db: Database,
  username: string,
  viewer: UserRow,
): Promise<boolean> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, viewer.id)))
    .limit(1);
  return holder !== undefined;
}

/** chooseUsername: the onboarding step where a new account replaces its provisional handle. */
export async function chooseUsername(options: {
  db: Database;
  viewer: UserRow;
  username: string;
}): Promise<ChooseUsernameResult> {
  // Renaming included: a suspended account keeps the name it was suspended under.
  requireAuthorized(options.viewer, 'editProfile');
  const username = options.username.trim().replace(/^@/, '');
  const problem = usernameProblem(username);
  if (problem) return badRequest(problem);
  if (await isUsernameTaken(options.db, username, options.viewer))
    return badRequest(USERNAME_TEXTS.usernameTaken);
  try {
    const [updated] = await options.db
      .update(users)
      .set({ username, hasChosenUsername: true, updatedAt: new Date() })
      .where(eq(users.id, options.viewer.id))
      .returning();
    if (!updated) return badRequest(USERNAME_TEXTS.usernameTaken);
    return { __typename: 'User', ...updated };
  } catch {
    // Lost a race for the same handle: the unique index on lower(username) refused it.
    return badRequest(USERNAME_TEXTS.usernameTaken);
  }
}
