import { asc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery } from '@server/db/prepared-query';
import { collections, postTags, posts, tags } from '@server/db/schema/posts';
import { byId, manyBy } from '@server/lib/loaders';

const postsIn = preparedQuery((db) => db.select().from(posts).where(isAnyOf(posts.id)));
const collectionsIn = preparedQuery((db) =>
  db.select().from(collections).where(isAnyOf(collections.id)),
);
const tagsOfPosts = preparedQuery((db) =>
  db
    .select({ postId: postTags.postId, tag: tags })
    .from(postTags)
    .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
    .where(isAnyOf(postTags.postId))
    .orderBy(asc(postTags.position)),
);

export function createPostLoaders(db: Database) {
  return {
    postById: byId((ids) => postsIn(db).execute({ ids })),
    collectionById: byId((ids) => collectionsIn(db).execute({ ids })),
    /** A story's tags in the order its writer gave them. */
    tagsByPostId: manyBy(
      (postIds) => tagsOfPosts(db).execute({ ids: postIds }),
      (row) => row.postId,
      (row) => row.tag,
    ),
  };
}
