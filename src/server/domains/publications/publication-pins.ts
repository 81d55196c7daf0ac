import { and, count, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections, posts } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionPins } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { announceContentChange } from '@server/lib/content-changes';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { isValidPostId } from '@server/lib/ids';
import { MAX_PINNED_STORIES } from '@shared/content/publication-design';
import { requirePublicationRole } from '../access';
import { publicationStorySql } from './publication-stories';
import { findPublication } from './publications.service';
import { PUBLICATION_TEXTS } from './publications.texts';

/**
 * Pinning: the publication's creator and editors hold a few of its stories
 * above the latest on its home. Only a story every reader may see in it can be
 * pinned (one statement through the access room's list rule).
 */

async function requirePinnable(options: { db: Database; viewer: UserRow | null; postId: string }) {
  const [story] = isValidPostId(options.postId)
    ? await options.db
        .select({ id: posts.id, collectionId: posts.collectionId })
        .from(posts)
        .where(eq(posts.id, options.postId.toLowerCase()))
        .limit(1)
    : [];
  if (!story) throw new NotFoundError(PUBLICATION_TEXTS.storyNotFound);
  const collection = story.collectionId
    ? await findPublication(options.db, story.collectionId)
    : null;
  if (!collection) throw new BadRequestError(PUBLICATION_TEXTS.notInPublication);
  await requirePublicationRole(options.db, collection, options.viewer, 'pin');
  return { postId: story.id, collection };
}

/** The home's pinned stories changed: its kept copies go. */
const announcePins = (collection: CollectionRow, postId: string) =>
  announceContentChange({ ids: [collection.id, postId] });

/** pinStoryToPublication: BAD_REQUEST for a story readers cannot see there, or a sixth pin. */
export async function pinStory(options: {
  db: Database;
  viewer: UserRow | null;
  postId: string;
}): Promise<CollectionRow> {
  const { postId, collection } = await requirePinnable(options);
  await inTransaction(options.db, async (tx) => {
    const [shown] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, postId), publicationStorySql(collection.id, null)))
      .limit(1);
    if (!shown) throw new BadRequestError(PUBLICATION_TEXTS.notPinnable);
    // Pins are serialised per publication so two editors cannot both add the fifth.
    await tx
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, collection.id))
      .for('update');
    // Only pins readers still see count: a story suspended since cannot hold a place.
    const [pinned] = await tx
      .select({ total: count() })
      .from(collectionPins)
      .innerJoin(posts, eq(posts.id, collectionPins.postId))
      .where(
        and(
          eq(collectionPins.collectionId, collection.id),
          publicationStorySql(collection.id, null),
        ),
      );
    if ((pinned?.total ?? 0) >= MAX_PINNED_STORIES)
      throw new BadRequestError(PUBLICATION_TEXTS.tooManyPins);
    await tx
      .insert(collectionPins)
      .values({ collectionId: collection.id, postId })
      .onConflictDoNothing();
  });
  announcePins(collection, postId);
  return collection;
}

/** unpinStoryFromPublication: unpinning a story that is not pinned changes nothing. */
export async function unpinStory(options: {
  db: Database;
  viewer: UserRow | null;
  postId: string;
}): Promise<CollectionRow> {
  const { postId, collection } = await requirePinnable(options);
  await options.db
    .delete(collectionPins)
    .where(and(eq(collectionPins.collectionId, collection.id), eq(collectionPins.postId, postId)));
  announcePins(collection, postId);
  return collection;
}
