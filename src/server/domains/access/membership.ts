import type { UserRow } from '@server/db/schema/users';

/**
 * The one reading of "is this person a member now". `users.member_at` is the
 * single fact payments keep; every rule that depends on membership asks here.
 */
export const isMember = (person: Pick<UserRow, 'memberAt'> | null | undefined): boolean =>
  Boolean(person?.memberAt);
