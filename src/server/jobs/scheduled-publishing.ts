import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { inTransaction } from '@server/db/transaction';
import type { Database } from '../db/client';
import { posts } from '../db/schema/posts';
import { notifyScheduledPublication } from '../domains/notifications';
import { announceContentChange } from '../lib/content-changes';

/**
 * Makes scheduled stories public when their time comes. The state change is
 * one conditional UPDATE, so with several app processes polling at once each
 * due story is published by exactly one of them: a second runner blocks on the
 * row lock, re-checks status = 'SCHEDULED', and no longer matches.
 */
export async function publishDuePosts(options: { db: Database; now?: Date }): Promise<string[]> {
  const now = options.now ?? new Date();
  const published = await inTransaction(options.db, async (tx) => {
    const rows = await tx
      .update(posts)
      .set({
        status: 'PUBLISHED',
        // Readers see the time the author chose, even when a restart delayed the job.
        firstPublishedAt: sql`coalesce(${posts.firstPublishedAt}, ${posts.scheduledAt})`,
        latestPublishedAt: sql`${posts.scheduledAt}`,
        scheduledAt: null,
        updatedAt: now,
      })
      .where(
        and(eq(posts.status, 'SCHEDULED'), lte(posts.scheduledAt, now), isNull(posts.deletedAt)),
      )
      .returning();
    for (const row of rows) await notifyScheduledPublication(tx, row);
    return rows;
  });
  if (published.length > 0) {
    const ids = published.flatMap((row) => [row.id, row.creatorId, row.collectionId ?? []].flat());
    announceContentChange({ ids, lists: true });
  }
  return published.map((row) => row.id);
}

export interface Scheduler {
  stop(): Promise<void>;
}

/** Polls every few seconds; a run never overlaps the previous one in this process. */
export function startScheduler(options: {
  db: Database;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onPublished?: (ids: string[]) => void;
}): Scheduler {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = publishDuePosts({ db: options.db })
      .then((ids) => {
        if (ids.length > 0) options.onPublished?.(ids);
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 5000);
  // The poll alone must not keep the process alive at shutdown.
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
