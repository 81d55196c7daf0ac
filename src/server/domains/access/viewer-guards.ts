import type { UserRow } from '@server/db/schema/users';
import { ForbiddenError } from '@server/lib/app-errors';
import { requireAuthorized } from './authorize';
import { REFUSALS, refusalError } from './refusal';

const STAFF_ONLY = 'Staff only.';

/**
 * The viewer guards every transport uses: the GraphQL access rules, the
 * resolvers and the REST routes narrow "maybe a viewer" with these, so a
 * missing or suspended viewer is refused with the same words everywhere.
 */

/** A signed-in viewer, else UNAUTHORIZED. */
export function requireViewer(viewer: UserRow | null | undefined): UserRow {
  if (!viewer) throw refusalError(REFUSALS.signInRequired);
  return viewer;
}

/** A signed-in viewer who may write (not suspended), else UNAUTHORIZED or FORBIDDEN. */
export function requireWriter(viewer: UserRow | null | undefined): UserRow {
  const writer = requireViewer(viewer);
  requireAuthorized(writer, 'write');
  return writer;
}

/** A signed-in staff member, else UNAUTHORIZED or FORBIDDEN. */
export function requireStaff(viewer: UserRow | null | undefined): UserRow {
  const staff = requireViewer(viewer);
  if (!staff.isStaff) throw new ForbiddenError(STAFF_ONLY);
  return staff;
}
