import type { UserRow } from '@server/db/schema/users';

/**
 * Billing records (charges, receipts, memberships, checkouts) are private to
 * the person they belong to: not staff, not anyone else. Every transport asks
 * this one rule; anyone else is answered as if the record did not exist.
 */
export function mayViewBillingRecord(
  viewer: Pick<UserRow, 'id'> | null | undefined,
  record: { userId: string },
): boolean {
  return Boolean(viewer) && viewer?.id === record.userId;
}

/**
 * The Partner Program is closed to a suspended account (PERMISSION_DENIED):
 * it may neither enrol nor change its tax information while suspended.
 */
export function mayJoinPartnerProgram(
  person: Pick<UserRow, 'isSuspended'> | null | undefined,
): boolean {
  return Boolean(person) && !person?.isSuspended;
}

/**
 * A writer's Partner Program earnings and payout statements are theirs alone:
 * not staff, not a publication's editors, not while the account is suspended.
 */
export function mayViewPartnerEarnings(
  viewer: Pick<UserRow, 'id' | 'isSuspended'> | null | undefined,
  writer: { id: string },
): boolean {
  return mayJoinPartnerProgram(viewer) && viewer?.id === writer.id;
}
