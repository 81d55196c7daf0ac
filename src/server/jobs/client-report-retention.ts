import { and, inArray, like, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/auth';
import { clientErrors, events, performanceReports } from '../db/schema/platform';
import { QUOTA_KEY_PREFIX } from '../http/request/client-event-quota';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 5000;

type ReportTable = typeof events | typeof clientErrors | typeof performanceReports;

/**
 * Deletes a table's rows received before `cutoff`, a batch at a time. Each
 * batch locks the rows it takes and skips rows another process has locked, so
 * several processes pruning at once share the work instead of waiting on
 * each other; short batches keep locks and WAL small.
 */
async function pruneTable(db: Database, table: ReportTable, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const old = db
      .select({ id: table.id })
      .from(table)
      .where(lt(table.receivedAt, cutoff))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(table)
      .where(inArray(table.id, old))
      .returning({ id: table.id });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}

export interface PruneReport {
  events: number;
  clientErrors: number;
  performanceReports: number;
}

/** Deletes client events, error and performance reports older than the retention. */
export async function pruneClientReports(options: {
  db: Database;
  retentionDays: number;
  now?: Date;
}): Promise<PruneReport> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.retentionDays * DAY_MS);
  const report = {
    events: await pruneTable(options.db, events, cutoff),
    clientErrors: await pruneTable(options.db, clientErrors, cutoff),
    performanceReports: await pruneTable(options.db, performanceReports, cutoff),
  };
  // Yesterday's quota counters are spent.
  await options.db
    .delete(rateLimitCounters)
    .where(
      and(
        like(rateLimitCounters.key, `${QUOTA_KEY_PREFIX}%`),
        lt(rateLimitCounters.expiresAt, now),
      ),
    );
  return report;
}

export interface RetentionJob {
  stop(): Promise<void>;
}

/** Prunes at start and then every hour; a run never overlaps the previous one in this process. */
export function startClientReportRetention(options: {
  db: Database;
  retentionDays: number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onPruned?: (report: PruneReport) => void;
}): RetentionJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = pruneClientReports(options)
      .then((report) => {
        if (report.events + report.clientErrors + report.performanceReports > 0)
          options.onPruned?.(report);
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 60 * 60 * 1000);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
