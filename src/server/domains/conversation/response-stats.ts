import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { hiddenResponses } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import { postStats } from '@server/db/schema/reading';
import { users } from '@server/db/schema/users';
import { adjustResponseCount } from '../reading';

/**
 * post_stats keeps the number of responses story cards and
 * Post.postResponses.count show. A response counts on its parent while it is
 * published and not deleted, not hidden by the parent's author, not suspended,
 * and its author's account is not suspended — the same responses the thread
 * lists to readers. Each change to one of those facts moves the count in the
 * transaction that makes it, so the list and the count always agree.
 *
 * Concurrency: the reads below lock the response row and its author's row
 * (FOR SHARE), so two changes to the same response, or a change racing an
 * account suspension, are serialised and never count the response twice.
 */

interface CountState {
  parentId: string;
  isLive: boolean;
  isHidden: boolean;
  isSuspended: boolean;
  isAuthorSuspended: boolean;
}

const counts = (state: CountState) =>
  state.isLive && !state.isHidden && !state.isSuspended && !state.isAuthorSuspended;

const isHiddenOnParent = sql<boolean>`exists (select 1 from ${hiddenResponses} where ${hiddenResponses.parentPostId} = ${posts.inResponseToPostId} and ${hiddenResponses.responsePostId} = ${posts.id})`;

/** The facts that decide whether a response counts, or null for a story that answers none. */
async function lockCountState(tx: Database, responseId: string): Promise<CountState | null> {
  const [row] = await tx
    .select({
      parentId: posts.inResponseToPostId,
      status: posts.status,
      deletedAt: posts.deletedAt,
      suspendedAt: posts.suspendedAt,
      isAuthorSuspended: users.isSuspended,
      isHidden: isHiddenOnParent,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(eq(posts.id, responseId))
    .for('share');
  if (!row?.parentId) return null;
  return {
    parentId: row.parentId,
    isLive: row.status === 'PUBLISHED' && row.deletedAt === null,
    isHidden: Boolean(row.isHidden),
    isSuspended: row.suspendedAt !== null,
    isAuthorSuspended: row.isAuthorSuspended,
  };
}

/** Moves the parent's count when one fact changed from `before` to `after`. */
async function recordChange(
  tx: Database,
  responseId: string,
  change: (state: CountState) => { before: CountState; after: CountState },
): Promise<void> {
  const state = await lockCountState(tx, responseId);
  if (!state) return;
  const { before, after } = change(state);
  const delta = Number(counts(after)) - Number(counts(before));
  if (delta !== 0) await adjustResponseCount(tx, state.parentId, delta);
}

/** A response started or stopped being published (published, unpublished, deleted). */
export async function recordResponsePublicationChange(
  tx: Database,
  response: { id: string; inResponseToPostId: string | null },
  wasPublished: boolean,
  isPublished: boolean,
): Promise<void> {
  if (!response.inResponseToPostId || wasPublished === isPublished) return;
  await recordChange(tx, response.id, (state) => ({
    before: { ...state, isLive: wasPublished },
    after: { ...state, isLive: isPublished },
  }));
}

/** The parent's author hid or unhid a response (call after writing hidden_responses). */
export async function recordResponseHidingChange(
  tx: Database,
  responseId: string,
  isHidden: boolean,
): Promise<void> {
  await recordChange(tx, responseId, (state) => ({
    before: { ...state, isHidden: !isHidden },
    after: { ...state, isHidden },
  }));
}

/** Staff suspended or unsuspended one story; nothing moves unless it is a response. */
export async function recordResponseSuspensionChange(
  tx: Database,
  postId: string,
  wasSuspended: boolean,
  isSuspended: boolean,
): Promise<void> {
  if (wasSuspended === isSuspended) return;
  await recordChange(tx, postId, (state) => ({
    before: { ...state, isSuspended: wasSuspended },
    after: { ...state, isSuspended },
  }));
}

/**
 * Staff suspended or unsuspended an account: every parent its otherwise
 * counted responses answer moves by their number, in one statement. Call it
 * in the transaction that flips users.is_suspended, after the flip (the
 * update's row lock is what serialises it with the per-response changes).
 */
export async function recordAuthorSuspensionChange(
  tx: Database,
  authorId: string,
  isSuspended: boolean,
): Promise<void> {
  const moved = tx
    .select({
      parentId: sql<string>`${posts.inResponseToPostId}`.as('parent_id'),
      responses: sql<number>`count(*)::int`.as('responses'),
    })
    .from(posts)
    .where(
      and(
        eq(posts.creatorId, authorId),
        isNotNull(posts.inResponseToPostId),
        eq(posts.status, 'PUBLISHED'),
        isNull(posts.deletedAt),
        isNull(posts.suspendedAt),
        sql`not ${isHiddenOnParent}`,
      ),
    )
    .groupBy(posts.inResponseToPostId)
    .as('moved');
  if (isSuspended) {
    await tx
      .update(postStats)
      .set({ responseCount: sql`greatest(${postStats.responseCount} - ${moved.responses}, 0)` })
      .from(moved)
      .where(eq(postStats.postId, moved.parentId));
    return;
  }
  await tx
    .insert(postStats)
    .select(
      tx
        .select({
          postId: moved.parentId,
          clapCount: sql<number>`0`.as('clap_count'),
          voterCount: sql<number>`0`.as('voter_count'),
          responseCount: moved.responses,
        })
        .from(moved),
    )
    .onConflictDoUpdate({
      target: postStats.postId,
      set: {
        responseCount: sql`${postStats.responseCount} + excluded.${sql.identifier('response_count')}`,
      },
    });
}
