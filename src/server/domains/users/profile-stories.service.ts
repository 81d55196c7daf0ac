import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { preparedVariants, slot } from '@server/db/prepared-query';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { claps } from '@server/db/schema/reading';
import {
  afterCursor,
  cursorText,
  emptyConnection,
  keysetList,
  newestFirst,
  newestPageSlots,
  preparedKeysetList,
} from '@server/lib/keyset';
import type { Connection } from '@server/lib/keyset';
import { responseNotHiddenFromSql, visibleToViewerSql } from '../access';

/**
 * The story lists of a profile, keyset-paged on (timestamp desc, id desc) with
 * the shared cursor (lib/keyset). Each list is one range of its own index:
 * posts_creator_public_stories_idx, posts_creator_responses_idx and
 * claps_user_updated_idx.
 */

export type StoryPage = Connection<PostRow>;

export const EMPTY_STORY_PAGE: StoryPage = emptyConnection();

interface PageOptions {
  db: Database;
  userId: string;
  first?: number | null;
  after?: string | null;
}

// Same predicates as the partial indexes, so the planner can use them.
const publicOf = (userId: string | SQLWrapper) =>
  and(
    eq(posts.creatorId, userId),
    eq(posts.status, 'PUBLISHED'),
    eq(posts.visibility, 'PUBLIC'),
    isNull(posts.deletedAt),
  );

/** A page of a list, newest first on (latestPublishedAt, id): its cursor condition, order and size. */
type NewestPage = { after: SQL | undefined; order: [SQL, SQL]; limit: number | Placeholder };

/** One page of the user's public stories of a kind (stories, or responses). */
const authorPosts = (
  db: Database,
  userId: string | SQLWrapper,
  kind: SQL | undefined,
  page: NewestPage,
) =>
  db
    .select({ post: posts, at: cursorText(posts.latestPublishedAt) })
    .from(posts)
    // Suspended stories leave the profile; the index still covers the range.
    .where(and(publicOf(userId), kind, isNull(posts.suspendedAt), page.after))
    .orderBy(...page.order)
    .limit(page.limit);

/**
 * The user's public stories (responses left out), newest first: the profile's
 * main list, so its query is built once (decision 044).
 */
export const listLatestStoriesOf = (options: PageOptions): Promise<StoryPage> =>
  preparedKeysetList(
    options,
    (after, slots) => latestStories(options.db, { after }).execute(slots),
    { userId: options.userId },
    (row) => row.post,
  );

const latestStories = preparedVariants((db, variant: { after: boolean }) =>
  authorPosts(
    db,
    slot('userId'),
    isNull(posts.inResponseToPostId),
    newestPageSlots(posts.latestPublishedAt, posts.id, variant.after),
  ),
);

/**
 * The user's public responses, newest first; one its story's author hid is
 * left out for everyone but the responder and that author (the access room's rule).
 */
export const listResponsesOf = (options: PageOptions & { viewerId: string | null }) =>
  keysetList(
    options,
    (cursor, limit) =>
      authorPosts(
        options.db,
        options.userId,
        and(isNotNull(posts.inResponseToPostId), responseNotHiddenFromSql(options.viewerId)),
        {
          after: afterCursor(posts.latestPublishedAt, posts.id, cursor),
          order: newestFirst(posts.latestPublishedAt, posts.id),
          limit,
        },
      ),
    (row) => row.post,
  );

/**
 * Stories the user clapped for, most recently clapped first. Only stories
 * anyone may read, and none whose author blocked the viewer.
 */
export const listRecommendedStoriesOf = (
  options: PageOptions & { viewerId: string | null },
): Promise<StoryPage> =>
  keysetList(
    options,
    (cursor, limit) =>
      options.db
        .select({ post: posts, at: cursorText(claps.updatedAt) })
        .from(claps)
        .innerJoin(posts, eq(posts.id, claps.postId))
        .where(
          and(
            eq(claps.userId, options.userId),
            eq(posts.visibility, 'PUBLIC'),
            isNull(posts.inResponseToPostId),
            visibleToViewerSql(options.viewerId),
            afterCursor(claps.updatedAt, claps.postId, cursor),
          ),
        )
        .orderBy(...newestFirst(claps.updatedAt, claps.postId))
        .limit(limit),
    (row) => row.post,
  );
