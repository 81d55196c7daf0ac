import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionStats } from '@server/db/schema/social';
import { COLLECTION_FOLLOWER_MILESTONES } from './notifications.constants';
import { notify } from './notify.service';

/** Someone followed a person: they hear of it, grouped per window (users_following_you). */
export async function notifyFollow(tx: Database, followerId: string, followeeId: string) {
  await notify(tx, {
    type: 'users_following_you',
    actorId: followerId,
    recipients: [followeeId],
    subjectKey: followeeId,
  });
}

/**
 * A publication gained a follower: its creator hears of each follower total
 * reached (collection_followed_milestone), once per total.
 */
export async function notifyCollectionFollowed(tx: Database, collection: CollectionRow) {
  // The total the follow's own trigger has just moved (collection_stats), not a count of rows.
  const [row] = await tx
    .select({ followers: collectionStats.followerCount })
    .from(collectionStats)
    .where(eq(collectionStats.collectionId, collection.id));
  // The highest total reached: notified once (its key), even when two
  // concurrent follows both counted past it.
  const milestone = COLLECTION_FOLLOWER_MILESTONES.filter(
    (total) => total <= (row?.followers ?? 0),
  ).at(-1);
  if (!milestone) return;
  await notify(tx, {
    type: 'collection_followed_milestone',
    actorId: null,
    recipients: [collection.creatorId],
    subject: { collectionId: collection.id, milestone },
    subjectKey: `${collection.id}:${milestone}`,
  });
}
