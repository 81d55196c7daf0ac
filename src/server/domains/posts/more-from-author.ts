import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery } from '@server/db/prepared-query';
import { collections, posts } from '@server/db/schema/posts';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import { manyBy } from '@server/lib/loaders';
import { isPubliclyListed } from './public-stories';

/** How many of the author's other stories follow a story. */
const MORE_FROM_AUTHOR_COUNT = 4;

const story = alias(posts, 'story');

/**
 * The newest public stories of each story's author but that story, with the
 * publication each is in (its address needs the slug): one statement for any
 * number of stories, each an index range of posts_creator_public_stories_idx.
 */
const moreFromAuthorOf = preparedQuery((db) => {
  const picked = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.creatorId, story.creatorId), ne(posts.id, story.id), isPubliclyListed))
    .orderBy(desc(posts.latestPublishedAt), desc(posts.id))
    .limit(MORE_FROM_AUTHOR_COUNT)
    .as('picked');
  const other = alias(posts, 'other');
  return db
    .select({ storyId: story.id, post: other, collection: collections })
    .from(story)
    .innerJoinLateral(picked, sql`true`)
    .innerJoin(other, eq(other.id, picked.id))
    .leftJoin(collections, eq(collections.id, other.collectionId))
    .where(isAnyOf(story.id))
    .orderBy(desc(other.latestPublishedAt), desc(other.id));
});

interface MoreFromAuthorRow {
  storyId: string;
  post: PostRow;
  collection: CollectionRow | null;
}

/** A story's "More from {author}", newest first (responses, drafts and unlisted ones left out). */
export const moreFromAuthorLoader = (db: Database) =>
  manyBy(
    (storyIds) => moreFromAuthorOf(db).execute({ ids: storyIds }) as Promise<MoreFromAuthorRow[]>,
    (row) => row.storyId,
  );
