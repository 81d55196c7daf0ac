import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { topicFollows, topicTags } from '@server/db/schema/topics';
import type { UserRow } from '@server/db/schema/users';
import { byKey, manyBy, perViewer } from '@server/lib/loaders';

/** A page of topics costs one statement per field it shows, however many topics. */
export function createTopicLoaders(db: Database, viewer: UserRow | null) {
  return {
    tagSlugsByTopicId: manyBy(
      (topicIds) =>
        db
          .select()
          .from(topicTags)
          .where(inArray(topicTags.topicId, topicIds))
          .orderBy(topicTags.tagSlug),
      (row) => row.topicId,
      (row) => row.tagSlug,
    ),
    topicFollowerCount: byKey(async (topicIds) => {
      const rows = await db
        .select({ topicId: topicFollows.topicId, count: sql<number>`count(*)::int` })
        .from(topicFollows)
        .where(inArray(topicFollows.topicId, topicIds))
        .groupBy(topicFollows.topicId);
      return new Map(rows.map((row) => [row.topicId, row.count]));
    }, 0),
    viewerFollowsTopic: perViewer(viewer?.id, false, async (viewerId, topicIds) => {
      const rows = await db
        .select({ topicId: topicFollows.topicId })
        .from(topicFollows)
        .where(and(eq(topicFollows.userId, viewerId), inArray(topicFollows.topicId, topicIds)));
      return new Map(rows.map((row) => [row.topicId, true]));
    }),
  };
}
