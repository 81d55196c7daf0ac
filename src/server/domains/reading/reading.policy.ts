import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { NotFoundError, UnauthorizedError } from '@server/graphql/errors';
import { isValidPostId } from '@server/lib/ids';
import { READING_TEXTS } from './reading.texts';

/**
 * Readers clap for, save and remember only stories anyone may read: published,
 * live, and by an author in good standing. Anything else answers NotFound, the
 * same as a missing story, so these endpoints never confirm a draft exists.
 */
export const isReadablePostSql = (): SQL =>
  and(
    eq(posts.status, 'PUBLISHED'),
    isNull(posts.deletedAt),
    isNull(posts.suspendedAt),
    eq(users.isSuspended, false),
  ) as SQL;

export async function requireReadablePost(db: Database, postId: string): Promise<PostRow> {
  if (!isValidPostId(postId)) throw new NotFoundError(READING_TEXTS.postNotFound);
  const [row] = await db
    .select({ post: posts })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(and(eq(posts.id, sql`${postId.toLowerCase()}`), isReadablePostSql()))
    .limit(1);
  if (!row) throw new NotFoundError(READING_TEXTS.postNotFound);
  return row.post;
}

/** Reading lists and history are the viewer's own: there is no way to name another user. */
export function requireViewer(viewer: UserRow | null): UserRow {
  if (!viewer) throw new UnauthorizedError(READING_TEXTS.signInRequired);
  return viewer;
}
