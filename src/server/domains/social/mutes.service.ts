import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionMutes, userMutes } from '@server/db/schema/social';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError } from '@server/lib/app-errors';
import { isCollectionEditor, memberRoleFromDb } from '../access';
import { refuseSelf } from './social.policy';
import { requireTargetCollection, requireTargetUser } from './social-targets';
import { SOCIAL_TEXTS } from './social.texts';

interface ViewerAction {
  db: Database;
  viewer: UserRow;
}

/** Muting twice, or unmuting someone not muted, changes nothing. */
export async function muteUser(options: ViewerAction & { targetUserId: string }) {
  const target = await requireTargetUser(options.db, options.targetUserId);
  refuseSelf(options.viewer, target.id, SOCIAL_TEXTS.muteSelf);
  await options.db
    .insert(userMutes)
    .values({ userId: options.viewer.id, mutedUserId: target.id })
    .onConflictDoNothing();
  return target;
}

export async function unmuteUser(options: ViewerAction & { targetUserId: string }) {
  const target = await requireTargetUser(options.db, options.targetUserId);
  refuseSelf(options.viewer, target.id, SOCIAL_TEXTS.muteSelf);
  await options.db
    .delete(userMutes)
    .where(and(eq(userMutes.userId, options.viewer.id), eq(userMutes.mutedUserId, target.id)));
  return target;
}

/** A publication the viewer edits cannot be muted by them. */
export async function muteCollection(
  options: ViewerAction & { targetCollectionId: string },
): Promise<CollectionRow> {
  const collection = await requireTargetCollection(options.db, options.targetCollectionId);
  if (
    await isCollectionEditor(
      collection,
      options.viewer,
      memberRoleFromDb(options.db, options.viewer),
    )
  )
    throw new BadRequestError(SOCIAL_TEXTS.muteOwnCollection);
  await options.db
    .insert(collectionMutes)
    .values({ userId: options.viewer.id, collectionId: collection.id })
    .onConflictDoNothing();
  return collection;
}

export async function unmuteCollection(
  options: ViewerAction & { targetCollectionId: string },
): Promise<CollectionRow> {
  const collection = await requireTargetCollection(options.db, options.targetCollectionId);
  await options.db
    .delete(collectionMutes)
    .where(
      and(
        eq(collectionMutes.userId, options.viewer.id),
        eq(collectionMutes.collectionId, collection.id),
      ),
    );
  return collection;
}
