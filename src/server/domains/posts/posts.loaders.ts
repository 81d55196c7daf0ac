import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections, postTags, posts, tags } from '@server/db/schema/posts';
import { byId, manyBy } from '@server/lib/loaders';

export function createPostLoaders(db: Database) {
  return {
    postById: byId((ids) => db.select().from(posts).where(inArray(posts.id, ids))),
    collectionById: byId((ids) =>
      db.select().from(collections).where(inArray(collections.id, ids)),
    ),
    /** A story's tags in the order its writer gave them. */
    tagsByPostId: manyBy(
      (postIds) =>
        db
          .select({ postId: postTags.postId, tag: tags })
          .from(postTags)
          .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
          .where(inArray(postTags.postId, postIds))
          .orderBy(asc(postTags.position)),
      (row) => row.postId,
      (row) => row.tag,
    ),
  };
}
