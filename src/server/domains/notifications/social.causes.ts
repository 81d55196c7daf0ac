import { count, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionFollows } from '@server/db/schema/social';
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
  const [row] = await tx
    .select({ followers: count() })
    .from(collectionFollows)
    .where(eq(collectionFollows.collectionId, collection.id));
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

/**
 * Extension point: a story shared with someone in the product (post_shared,
 * grouped per story). Nothing shares inside the product yet (the friend link is
 * copied by hand); the sharing action calls this in its transaction.
 */
export async function notifyPostShared(
  tx: Database,
  share: { sharerId: string; recipientIds: readonly string[]; postId: string },
) {
  await notify(tx, {
    type: 'post_shared',
    actorId: share.sharerId,
    recipients: share.recipientIds,
    subject: { postId: share.postId },
    subjectKey: share.postId,
  });
}
