import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { memberships } from '@server/db/schema/billing';
import type { MembershipRow } from '@server/db/schema/billing';
import { partnerEnrollments } from '@server/db/schema/partner';
import { byKey } from '@server/lib/loaders';

/** Memberships a page names (a receipt's, a profile's past ones), one statement per page. */
export function createBillingLoaders(db: Database) {
  return {
    /** Whether each user had a membership that has ended ("Resume membership"). */
    hasPastMembershipByUserId: byKey<boolean>(async (userIds) => {
      const rows = await db
        .selectDistinct({ userId: memberships.userId })
        .from(memberships)
        .where(and(inArray(memberships.userId, userIds), eq(memberships.status, 'ended')));
      return new Map(rows.map((row) => [row.userId, true]));
    }, false),
    /** Whether each user enrolled in the Partner Program (menus, profiles). */
    isPartnerEnrolledByUserId: byKey<boolean>(async (userIds) => {
      const rows = await db
        .select({ userId: partnerEnrollments.userId })
        .from(partnerEnrollments)
        .where(inArray(partnerEnrollments.userId, userIds));
      return new Map(rows.map((row) => [row.userId, true]));
    }, false),
    membershipBySubscriptionId: byKey<MembershipRow | null>(async (subscriptionIds) => {
      const rows = await db
        .select()
        .from(memberships)
        .where(inArray(memberships.providerSubscriptionId, subscriptionIds));
      return new Map(rows.map((row) => [row.providerSubscriptionId, row]));
    }, null),
  };
}
