import { charges } from '@server/db/schema/billing';
import type { Database } from '@server/db/client';
import { partnerEnrollments } from '@server/db/schema/partner';
import type { TaxStatus } from '@server/db/schema/partner';
import { memberReadingMonths } from '@server/db/schema/stats';
import { newId } from '@server/lib/ids';
import { buildPost, buildUser } from './factories';

/** A writer enrolled in the Partner Program with the given tax status since `since`. */
export async function enrolledWriter(
  db: Database,
  options: { status: TaxStatus; since: Date; isSuspended?: boolean },
): Promise<string> {
  const writer = await buildUser(db, { isSuspended: options.isSuspended });
  await db.insert(partnerEnrollments).values({
    userId: writer.id,
    legalName: 'A Writer',
    country: 'US',
    ...(options.status === 'missing' ? {} : { taxIdEncrypted: 'sealed', taxIdLast4: '6789' }),
    taxStatus: options.status,
    taxStatusSince: options.since,
    enrolledAt: options.since,
  });
  return writer.id;
}

/**
 * A new member pays a monthly $5.00 at the start of `month` ('YYYY-MM-01') and
 * spends that month reading only a new member-only story of the writer's: the
 * writer earns the member's fee less the platform's share.
 */
export async function memberReadsWriter(db: Database, writerId: string, month: string) {
  const story = await buildPost(db, { creatorId: writerId, visibility: 'LOCKED' });
  const paidAt = new Date(`${month}T01:00:00Z`);
  const member = await buildUser(db, { memberAt: paidAt });
  const id = newId();
  await db.insert(charges).values({
    id,
    userId: member.id,
    provider: 'local',
    providerChargeId: `ch_${id}`,
    idempotencyKey: `key_${id}`,
    kind: 'membership',
    plan: 'monthly',
    amount: 500,
    currency: 'USD',
    periodStart: paidAt,
    createdAt: paidAt,
  });
  await db
    .insert(memberReadingMonths)
    .values({ memberId: member.id, postId: story.id, month, seconds: 600, lastEventId: newId() });
}
