import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { hiddenResponses } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import { userBlocks } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';

/** Who is asking: their id, a prepared statement's slot for it, or null for a visitor. */
type ViewerRef = string | SQLWrapper;

/**
 * The access room's rule as WHERE conditions on `posts`, for lists and for the
 * one-statement checks of actions. The same rule as storyRefusal, for the
 * stories a list may show: lists never show drafts, so "readable" is
 * "published" here.
 */

/** Neither the story nor its author is suspended (the page answers 410 instead). */
export const notSuspendedSql = (): SQL =>
  and(
    isNull(posts.suspendedAt),
    sql`not exists (select 1 from ${users} where ${users.id} = ${posts.creatorId} and ${users.isSuspended})`,
  ) as SQL;

/** Published, not deleted, neither it nor its author suspended: what readers may act on. */
export const liveStorySql = (): SQL =>
  and(eq(posts.status, 'PUBLISHED'), isNull(posts.deletedAt), notSuspendedSql()) as SQL;

/** Stories a list may show to anyone: public and member-only ones (unlisted ones are read by link). */
export const listedSql = (): SQL => inArray(posts.visibility, ['PUBLIC', 'LOCKED']);

/** The author did not block the viewer. */
const notBlockedByAuthorSql = (viewerId: ViewerRef): SQL =>
  sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${posts.creatorId} and ${userBlocks.blockedId} = ${viewerId})`;

/**
 * A response its parent's author hid is left out, except for its writer and
 * for that author (who see it marked hidden).
 */
export function responseNotHiddenFromSql(viewerId: ViewerRef | null): SQL {
  const hidden = sql`exists (select 1 from ${hiddenResponses} where ${hiddenResponses.parentPostId} = ${posts.inResponseToPostId} and ${hiddenResponses.responsePostId} = ${posts.id})`;
  if (!viewerId) return sql`not ${hidden}`;
  return sql`(not ${hidden} or ${posts.creatorId} = ${viewerId} or exists (select 1 from ${posts} as hiding_parent where hiding_parent.id = ${posts.inResponseToPostId} and hiding_parent.creator_id = ${viewerId}))`;
}

/** Everything a list may show this viewer (mutes aside: see social/mute-filter.ts). */
export const visibleToViewerSql = (viewerId: ViewerRef | null): SQL =>
  and(
    liveStorySql(),
    viewerId ? notBlockedByAuthorSql(viewerId) : undefined,
    responseNotHiddenFromSql(viewerId),
  ) as SQL;
