import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { postTags, posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { postStats } from '@server/db/schema/reading';
import { topicFollows, topicTags, topics } from '@server/db/schema/topics';
import type { TopicRow } from '@server/db/schema/topics';
import { afterCursor, cursorText, keysetList, newestFirst } from '@server/lib/keyset';
import type { Connection } from '@server/lib/keyset';
import { listedSql, topicVisibleSql, visibleToViewerSql } from '../access';
import { notMutedBy } from '../social';

const TOP_STORIES = 5;

/** The story carries one of the topic's tags (post_tags and topic_tags primary keys). */
export const inTopicSql = (topicId: string): SQL =>
  sql`exists (select 1 from ${postTags} join ${topicTags} on ${topicTags.tagSlug} = ${postTags.tagSlug} where ${postTags.postId} = ${posts.id} and ${topicTags.topicId} = ${topicId})`;

/** Stories (not responses) a list may show this viewer: the access room's rule, and their mutes. */
export const listableStorySql = (db: Database, viewerId: string | null): SQL =>
  and(
    visibleToViewerSql(viewerId),
    listedSql(),
    isNull(posts.inResponseToPostId),
    notMutedBy(db, viewerId),
  ) as SQL;

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** The topic's stories, newest first, keyset-paged along posts' (latest_published_at, id) index. */
export function listTopicStories(
  db: Database,
  viewerId: string | null,
  topicId: string,
  args: PageArgs,
): Promise<Connection<PostRow>> {
  return keysetList(
    args,
    (cursor, limit) =>
      db
        .select({ post: posts, at: cursorText(posts.latestPublishedAt) })
        .from(posts)
        .where(
          and(
            inTopicSql(topicId),
            listableStorySql(db, viewerId),
            afterCursor(posts.latestPublishedAt, posts.id, cursor),
          ),
        )
        .orderBy(...newestFirst(posts.latestPublishedAt, posts.id))
        .limit(limit),
    (row) => row.post,
  );
}

/** The topic's most clapped stories. */
export async function topTopicStories(
  db: Database,
  viewerId: string | null,
  topicId: string,
): Promise<PostRow[]> {
  const rows = await db
    .select({ post: posts })
    .from(posts)
    .innerJoin(postStats, eq(postStats.postId, posts.id))
    .where(and(inTopicSql(topicId), listableStorySql(db, viewerId), ne(postStats.clapCount, 0)))
    .orderBy(desc(postStats.clapCount), desc(posts.latestPublishedAt), desc(posts.id))
    .limit(TOP_STORIES);
  return rows.map((row) => row.post);
}

/**
 * Topics a user follows, most recently followed first (topic_follows_user_created_idx);
 * a STAFF topic shows only to staff, as everywhere.
 */
export function listFollowedTopics(
  db: Database,
  viewer: { isStaff: boolean } | null,
  userId: string,
  args: PageArgs,
): Promise<Connection<TopicRow>> {
  return keysetList(
    args,
    (cursor, limit) =>
      db
        .select({ topic: topics, at: cursorText(topicFollows.createdAt) })
        .from(topicFollows)
        .innerJoin(topics, eq(topics.id, topicFollows.topicId))
        .where(
          and(
            eq(topicFollows.userId, userId),
            topicVisibleSql(viewer),
            afterCursor(topicFollows.createdAt, topicFollows.topicId, cursor),
          ),
        )
        .orderBy(...newestFirst(topicFollows.createdAt, topicFollows.topicId))
        .limit(limit),
    (row) => row.topic,
  );
}
