import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections, posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { NotFoundError } from '@server/lib/app-errors';
import { isValidPostId } from '@server/lib/ids';
import { POST_TEXTS } from './posts.texts';
import { mayInPublication, publicationRoleOf } from '../access';

/**
 * Who may read and change a story. Writes are for the author only, and a
 * story someone else owns is reported exactly like a missing one, so the API
 * never confirms that a private draft exists.
 */

/** The viewer's own live (not deleted) story, or null. */
async function findOwnPost(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
}): Promise<PostRow | null> {
  if (!isValidPostId(options.postId)) return null;
  const [row] = await options.db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.id, options.postId.toLowerCase()),
        eq(posts.creatorId, options.viewer.id),
        isNull(posts.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** As findOwnPost, for mutations that answer a Post: throws NotFound instead. */
export async function requireOwnPost(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
}): Promise<PostRow> {
  const post = await findOwnPost(options);
  if (!post) throw new NotFoundError(POST_TEXTS.notFound);
  return post;
}

/**
 * A story the viewer may edit and publish: their own, or one submitted to or
 * approved for a publication whose editors include them (the access room
 * decides). Deleting and unpublishing stay with the author (requireOwnPost).
 */
export async function findEditablePost(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
}): Promise<PostRow | null> {
  const own = await findOwnPost(options);
  if (own || !isValidPostId(options.postId)) return own;
  const [row] = await options.db
    .select({ post: posts, collection: collections })
    .from(posts)
    .innerJoin(
      collections,
      eq(collections.id, sql`coalesce(${posts.pendingCollectionId}, ${posts.collectionId})`),
    )
    .where(and(eq(posts.id, options.postId.toLowerCase()), isNull(posts.deletedAt)))
    .limit(1);
  if (!row) return null;
  const role = await publicationRoleOf(options.db, row.collection, options.viewer);
  return mayInPublication(role, 'editSubmission') ? row.post : null;
}

/** As findEditablePost, throwing NotFound (never Forbidden) for anything else. */
export async function requireEditablePost(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
}): Promise<PostRow> {
  const post = await findEditablePost(options);
  if (!post) throw new NotFoundError(POST_TEXTS.notFound);
  return post;
}
