import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import { readingHistory } from '@server/db/schema/reading';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { isValidPostId } from '@server/lib/ids';
import { afterCursor, cursorText, decodeCursor, keysetPage, pageSize } from '@server/lib/keyset';
import { isReadablePostSql } from './reading.policy';

const READ_EVENT = 'post.clientRead';
const UNREAD_EVENT = 'post.clientUnread';

/** The post each read/unread event names, last event per story winning. */
function finalReadState(events: Array<{ key: string; data: Record<string, unknown> }>) {
  const state = new Map<string, boolean>();
  for (const event of events) {
    if (event.key !== READ_EVENT && event.key !== UNREAD_EVENT) continue;
    const postId = event.data.postId;
    if (typeof postId !== 'string' || !isValidPostId(postId)) continue;
    state.set(postId.toLowerCase(), event.key === READ_EVENT);
  }
  return state;
}

/**
 * Keeps reading history in step with the client's reported events: a signed-in
 * reader's post.clientRead records the story, post.clientUnread forgets it.
 * Logged-out visitors have no history. Unknown or unreadable stories are skipped,
 * so a forged id cannot fail the batch.
 */
export async function applyReadingEvents(options: {
  db: Database;
  userId: string | null;
  events: Array<{ key: string; data: Record<string, unknown> }>;
}): Promise<void> {
  const { db, userId } = options;
  if (!userId) return;
  const state = finalReadState(options.events);
  const read = [...state].filter(([, isRead]) => isRead).map(([postId]) => postId);
  const unread = [...state].filter(([, isRead]) => !isRead).map(([postId]) => postId);
  if (read.length > 0) {
    const readable = await db
      .select({ postId: posts.id })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.creatorId))
      .where(and(inArray(posts.id, read), isReadablePostSql()));
    if (readable.length > 0) {
      await db
        .insert(readingHistory)
        .values(readable.map((row) => ({ userId, postId: row.postId })))
        .onConflictDoUpdate({
          target: [readingHistory.userId, readingHistory.postId],
          set: { readAt: sql`now()` },
        });
    }
  }
  if (unread.length > 0) {
    await db
      .delete(readingHistory)
      .where(and(eq(readingHistory.userId, userId), inArray(readingHistory.postId, unread)));
  }
}

/** Stories the viewer read, most recent first. */
export async function listReadingHistory(options: {
  db: Database;
  viewer: UserRow;
  first?: number | null;
  after?: string | null;
}) {
  const first = pageSize(options.first);
  const cursor = decodeCursor(options.after);
  const rows = await options.db
    .select({
      post: posts,
      readAt: readingHistory.readAt,
      at: cursorText(readingHistory.readAt),
    })
    .from(readingHistory)
    .innerJoin(posts, eq(posts.id, readingHistory.postId))
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(
      and(
        eq(readingHistory.userId, options.viewer.id),
        isReadablePostSql(),
        afterCursor(readingHistory.readAt, readingHistory.postId, cursor),
      ),
    )
    .orderBy(desc(readingHistory.readAt), desc(readingHistory.postId))
    .limit(first + 1);
  const { page, pageInfo, cursorOf } = keysetPage(rows, first, (row) => row.post.id);
  return {
    edges: page.map((row) => ({ node: row.post, readAt: row.readAt, cursor: cursorOf(row) })),
    pageInfo,
  };
}

export async function removeFromReadingHistory(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
}): Promise<boolean> {
  await options.db
    .delete(readingHistory)
    .where(
      and(
        eq(readingHistory.userId, options.viewer.id),
        eq(readingHistory.postId, options.postId.toLowerCase()),
      ),
    );
  return true;
}

export async function clearReadingHistory(options: {
  db: Database;
  viewer: UserRow;
}): Promise<boolean> {
  await options.db.delete(readingHistory).where(eq(readingHistory.userId, options.viewer.id));
  return true;
}
