import { and, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import { collectionMutes, userMutes } from '@server/db/schema/social';

/**
 * A WHERE condition that leaves out stories whose author, or whose publication,
 * the viewer muted: two anti-joins on the mute tables' primary keys, so a list
 * stays one statement however many people it names. Anyone logged out sees all.
 */
export function notMutedBy(
  db: Database,
  viewerId: string | SQLWrapper | null | undefined,
): SQL | undefined {
  if (!viewerId) return undefined;
  const mutedAuthor = db
    .select({ one: sql`1` })
    .from(userMutes)
    .where(and(eq(userMutes.userId, viewerId), eq(userMutes.mutedUserId, posts.creatorId)));
  const mutedCollection = db
    .select({ one: sql`1` })
    .from(collectionMutes)
    .where(
      and(
        eq(collectionMutes.userId, viewerId),
        eq(collectionMutes.collectionId, posts.collectionId),
      ),
    );
  return and(notExists(mutedAuthor), or(isNull(posts.collectionId), notExists(mutedCollection)));
}
