import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_CLAPS_PER_READER } from '@shared/limits';
import type { Database } from '@server/db/client';
import type { PostRow } from '@server/db/schema/posts';
import { claps, postStats } from '@server/db/schema/reading';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError } from '@server/lib/app-errors';
import { notifyClaps } from '../notifications';
import { afterCursor, cursorText, decodeCursor, keysetPage, pageSize } from '@server/lib/keyset';
import { adjustClapStats } from './post-stats';
import { requireReadablePost } from './reading.policy';
import { READING_TEXTS } from './reading.texts';
import { requireActionOnStory } from '../access';

export interface ClapOutcome {
  post: PostRow;
  acceptedCount: number;
  clapCount: number;
  viewerClapCount: number;
}

/**
 * Adds claps up to the per-reader cap. The cap is enforced by one upsert, so
 * any number of concurrent requests can never store more than 50; when none
 * of the claps fit, the request is refused (BAD_REQUEST) and nothing changes.
 */
export async function clapForPost(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
  count: number;
}): Promise<ClapOutcome> {
  const { count } = options;
  if (!Number.isInteger(count) || count < 1 || count > MAX_CLAPS_PER_READER)
    throw new BadRequestError(READING_TEXTS.clapRange);
  const { viewer, story: post } = await requireActionOnStory({
    db: options.db,
    viewer: options.viewer,
    action: 'clap',
    postId: options.postId,
    notFoundMessage: READING_TEXTS.postNotFound,
  });
  // Asked after the block: no author has blocked themselves, so the answer is the same.
  if (post.creatorId === viewer.id) throw new BadRequestError(READING_TEXTS.ownStory);
  return inTransaction(options.db, async (tx) => {
    const capped = sql`least(${claps.count} + excluded."count", ${MAX_CLAPS_PER_READER})`;
    const [row] = await tx
      .insert(claps)
      .values({ postId: post.id, userId: viewer.id, count, lastAccepted: count })
      .onConflictDoUpdate({
        target: [claps.postId, claps.userId],
        // Every right-hand side sees the row as it was, so the difference is
        // exactly what this request added.
        set: {
          count: capped,
          lastAccepted: sql`${capped} - ${claps.count}`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ count: claps.count, accepted: claps.lastAccepted });
    // Throwing rolls the no-op update back (updated_at stays as it was).
    if (!row || row.accepted === 0) throw new BadRequestError(READING_TEXTS.clapLimit);
    const isNewVoter = row.count === row.accepted;
    const stats = await adjustClapStats(tx, post.id, row.accepted, isNewVoter ? 1 : 0);
    await notifyClaps(tx, {
      post,
      clapperId: viewer.id,
      accepted: row.accepted,
      isNewVoter,
      stats,
    });
    return {
      post,
      acceptedCount: row.accepted,
      clapCount: stats.clapCount,
      viewerClapCount: row.count,
    };
  });
}

/** Takes back all of the viewer's claps on a story (the clap button's undo). */
export async function unclapPost(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
}): Promise<ClapOutcome> {
  const post = await requireReadablePost(options.db, options.postId);
  return inTransaction(options.db, async (tx) => {
    const [removed] = await tx
      .delete(claps)
      .where(and(eq(claps.postId, post.id), eq(claps.userId, options.viewer.id)))
      .returning({ count: claps.count });
    const clapCount = removed
      ? (await adjustClapStats(tx, post.id, -removed.count, -1)).clapCount
      : await readClapTotal(tx, post.id);
    return { post, acceptedCount: 0, clapCount, viewerClapCount: 0 };
  });
}

async function readClapTotal(db: Database, postId: string): Promise<number> {
  const [row] = await db
    .select({ clapCount: postStats.clapCount })
    .from(postStats)
    .where(eq(postStats.postId, postId));
  return row?.clapCount ?? 0;
}

/** Readers who clapped for a story, most recent first (one story at a time: the clap list). */
export async function listVoters(options: {
  db: Database;
  postId: string;
  first?: number | null;
  after?: string | null;
}) {
  const first = pageSize(options.first);
  const cursor = decodeCursor(options.after);
  const rows = await options.db
    .select({ user: users, clapCount: claps.count, at: cursorText(claps.updatedAt) })
    .from(claps)
    .innerJoin(users, eq(users.id, claps.userId))
    .where(
      and(eq(claps.postId, options.postId), afterCursor(claps.updatedAt, claps.userId, cursor)),
    )
    .orderBy(desc(claps.updatedAt), desc(claps.userId))
    .limit(first + 1);
  const { page, pageInfo, cursorOf } = keysetPage(rows, first, (row) => row.user.id);
  return {
    edges: page.map((row) => ({ node: row.user, clapCount: row.clapCount, cursor: cursorOf(row) })),
    pageInfo,
  };
}
