import { asc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery } from '@server/db/prepared-query';
import { postTags, tags } from '@server/db/schema/posts';
import { manyBy } from '@server/lib/loaders';
import { moreFromAuthorLoader } from './more-from-author';

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
    /** A story's tags in the order its writer gave them. */
    tagsByPostId: manyBy(
      (postIds) => tagsOfPosts(db).execute({ ids: postIds }),
      (row) => row.postId,
      (row) => row.tag,
    ),
    moreFromAuthor: moreFromAuthorLoader(db),
  };
}
