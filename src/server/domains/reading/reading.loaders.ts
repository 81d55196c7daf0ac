import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { claps, postStats, readingList } from '@server/db/schema/reading';

export interface PostStatsValue {
  clapCount: number;
  voterCount: number;
  responseCount: number;
}

const NO_STATS: PostStatsValue = { clapCount: 0, voterCount: 0, responseCount: 0 };

/** Key of a per-viewer loader: the viewer's id and the post's id. */
export const viewerPostKey = (userId: string, postId: string) => `${userId}|${postId}`;

/**
 * A loader of one value per (viewer, post). A request has one viewer, so a
 * page of story cards costs one statement however many cards it shows.
 */
function viewerPostLoader<V>(
  fallback: V,
  fetch: (userId: string, postIds: string[]) => Promise<Map<string, V>>,
) {
  return new DataLoader<string, V>(async (keys) => {
    const byViewer = new Map<string, string[]>();
    for (const key of keys) {
      const [userId = '', postId = ''] = key.split('|');
      byViewer.set(userId, [...(byViewer.get(userId) ?? []), postId]);
    }
    const found = new Map<string, V>();
    for (const [userId, postIds] of byViewer) {
      const values = await fetch(userId, postIds);
      for (const [postId, value] of values) found.set(viewerPostKey(userId, postId), value);
    }
    return keys.map((key) => found.get(key) ?? fallback);
  });
}

export function createReadingLoaders(db: Database) {
  return {
    postStatsByPostId: new DataLoader<string, PostStatsValue>(async (postIds) => {
      const rows = await db
        .select()
        .from(postStats)
        .where(inArray(postStats.postId, [...postIds]));
      const byId = new Map(rows.map((row) => [row.postId, row]));
      return postIds.map((id) => byId.get(id) ?? NO_STATS);
    }),
    viewerClapCount: viewerPostLoader(0, async (userId, postIds) => {
      const rows = await db
        .select({ postId: claps.postId, count: claps.count })
        .from(claps)
        .where(and(eq(claps.userId, userId), inArray(claps.postId, postIds)));
      return new Map(rows.map((row) => [row.postId, row.count]));
    }),
    readingListState: viewerPostLoader<'QUEUE' | 'ARCHIVE' | 'NONE'>(
      'NONE',
      async (userId, postIds) => {
        const rows = await db
          .select({ postId: readingList.postId, state: readingList.state })
          .from(readingList)
          .where(and(eq(readingList.userId, userId), inArray(readingList.postId, postIds)));
        return new Map(rows.map((row) => [row.postId, row.state]));
      },
    ),
  };
}
