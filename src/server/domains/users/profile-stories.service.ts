import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { claps } from '@server/db/schema/reading';
import { BadRequestError } from '@server/lib/app-errors';
import { decodeKeysetCursor, encodeKeysetCursor } from '@server/lib/keyset-cursor';
import { PROFILE_TEXTS } from './profile.texts';
import { responseNotHiddenFromSql, visibleToViewerSql } from '../access';

/**
 * The story lists of a profile, keyset-paged on (timestamp desc, id desc) with
 * the shared cursor. Each list is one range of its own index:
 * posts_creator_public_stories_idx, posts_creator_responses_idx and
 * claps_user_updated_idx.
 */

export interface StoryPage {
  edges: Array<{ node: PostRow; cursor: string }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export const EMPTY_STORY_PAGE: StoryPage = {
  edges: [],
  pageInfo: { hasNextPage: false, endCursor: null },
};

interface PageOptions {
  db: Database;
  userId: string;
  first: number;
  after?: string | null;
}

function checkFirst(first: number) {
  if (!Number.isInteger(first) || first < 1 || first > 50)
    throw new BadRequestError(PROFILE_TEXTS.pageSize);
}

function toPage(rows: Array<{ post: PostRow; at: string }>, first: number): StoryPage {
  const page = rows.slice(0, first);
  const cursorOf = (row: { post: PostRow; at: string }) => encodeKeysetCursor(row.at, row.post.id);
  const last = page.at(-1);
  return {
    edges: page.map((row) => ({ node: row.post, cursor: cursorOf(row) })),
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? cursorOf(last) : null },
  };
}

// Same predicates as the partial indexes, so the planner can use them.
const publicOf = (userId: string) =>
  and(
    eq(posts.creatorId, userId),
    eq(posts.status, 'PUBLISHED'),
    eq(posts.visibility, 'PUBLIC'),
    isNull(posts.deletedAt),
  );

async function listAuthorPosts(options: PageOptions, kind: SQL | undefined): Promise<StoryPage> {
  checkFirst(options.first);
  const cursor = options.after ? decodeKeysetCursor(options.after) : null;
  const rows = await options.db
    .select({ post: posts, at: sql<string>`${posts.latestPublishedAt}::text` })
    .from(posts)
    .where(
      and(
        publicOf(options.userId),
        kind,
        // Suspended stories leave the profile; the index still covers the range.
        isNull(posts.suspendedAt),
        cursor
          ? sql`(${posts.latestPublishedAt}, ${posts.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(sql`${posts.latestPublishedAt} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(options.first + 1);
  return toPage(rows, options.first);
}

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
export async function listRecommendedStoriesOf(
  options: PageOptions & { viewerId: string | null },
): Promise<StoryPage> {
  checkFirst(options.first);
  const cursor = options.after ? decodeKeysetCursor(options.after) : null;
  const viewerId = options.viewerId;
  const rows = await options.db
    .select({ post: posts, at: sql<string>`${claps.updatedAt}::text` })
    .from(claps)
    .innerJoin(posts, eq(posts.id, claps.postId))
    .where(
      and(
        eq(claps.userId, options.userId),
        eq(posts.visibility, 'PUBLIC'),
        isNull(posts.inResponseToPostId),
        visibleToViewerSql(viewerId),
        cursor
          ? sql`(${claps.updatedAt}, ${claps.postId}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(sql`${claps.updatedAt} desc nulls last`, sql`${claps.postId} desc nulls last`)
    .limit(options.first + 1);
  return toPage(rows, options.first);
}
