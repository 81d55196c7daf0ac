import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery, slot } from '@server/db/prepared-query';
import { claps, postStats, readingList } from '@server/db/schema/reading';
import type { UserRow } from '@server/db/schema/users';
import { byKey, perViewer } from '@server/lib/loaders';

interface PostStatsValue {
  clapCount: number;
  voterCount: number;
  responseCount: number;
}

const NO_STATS: PostStatsValue = { clapCount: 0, voterCount: 0, responseCount: 0 };

const statsOf = preparedQuery((db) => db.select().from(postStats).where(isAnyOf(postStats.postId)));
const viewerClaps = preparedQuery((db) =>
  db
    .select({ postId: claps.postId, count: claps.count })
    .from(claps)
    .where(and(eq(claps.userId, slot('viewerId')), isAnyOf(claps.postId))),
);
const viewerListStates = preparedQuery((db) =>
  db
    .select({ postId: readingList.postId, state: readingList.state })
    .from(readingList)
    .where(and(eq(readingList.userId, slot('viewerId')), isAnyOf(readingList.postId))),
);

export function createReadingLoaders(db: Database, viewer: UserRow | null) {
  return {
    postStatsByPostId: byKey<PostStatsValue>(async (postIds) => {
      const rows = await statsOf(db).execute({ ids: postIds });
      return new Map(rows.map((row) => [row.postId, row]));
    }, NO_STATS),
    /** How many times the viewer clapped for each story. */
    viewerClapCount: perViewer(viewer?.id, 0, async (userId, postIds) => {
      const rows = await viewerClaps(db).execute({ viewerId: userId, ids: postIds });
      return new Map(rows.map((row) => [row.postId, row.count]));
    }),
    /** Where each story sits on the viewer's reading list. */
    readingListState: perViewer<'QUEUE' | 'ARCHIVE' | 'NONE'>(
      viewer?.id,
      'NONE',
      async (userId, postIds) => {
        const rows = await viewerListStates(db).execute({ viewerId: userId, ids: postIds });
        return new Map(rows.map((row) => [row.postId, row.state]));
      },
    ),
  };
}
