import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { claps } from '@server/db/schema/reading';
import {
  afterCursor,
  cursorText,
  emptyConnection,
  keysetList,
  newestFirst,
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
const publicOf = (userId: string) =>
  and(
    eq(posts.creatorId, userId),
    eq(posts.status, 'PUBLISHED'),
    eq(posts.visibility, 'PUBLIC'),
    isNull(posts.deletedAt),
  );

const listAuthorPosts = (options: PageOptions, kind: SQL | undefined): Promise<StoryPage> =>
  keysetList(
    options,
    (cursor, limit) =>
      options.db
        .select({ post: posts, at: cursorText(posts.latestPublishedAt) })
        .from(posts)
        .where(
          and(
            publicOf(options.userId),
            kind,
            // Suspended stories leave the profile; the index still covers the range.
            isNull(posts.suspendedAt),
            afterCursor(posts.latestPublishedAt, posts.id, cursor),
          ),
        )
        .orderBy(...newestFirst(posts.latestPublishedAt, posts.id))
        .limit(limit),
    (row) => row.post,
  );

/** The user's public stories (responses left out), newest first. */
export const listLatestStoriesOf = (options: PageOptions) =>
  listAuthorPosts(options, isNull(posts.inResponseToPostId));

/**
 * The user's public responses, newest first; one its story's author hid is
 * left out for everyone but the responder and that author (the access room's rule).
 */
export const listResponsesOf = (options: PageOptions & { viewerId: string | null }) =>
  listAuthorPosts(
    options,
    and(isNotNull(posts.inResponseToPostId), responseNotHiddenFromSql(options.viewerId)),
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
