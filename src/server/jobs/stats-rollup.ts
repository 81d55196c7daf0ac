import type { Database } from '../db/client';
import { rollUpStoryStats } from '../domains/stats';

export interface StatsRollupJob {
  stop(): Promise<void>;
}

/** How often writers' stats catch up with the events readers' browsers sent. */
const STATS_ROLLUP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Rolls the client events up into writers' stats every five minutes. The
 * next run is set only when one ends, so runs never overlap; the first runs
 * at once, so a restarted site shows what happened while it was down.
 */
export function startStatsRollup(options: {
  db: Database;
  siteHosts: readonly string[];
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): StatsRollupJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastRun: Promise<void> = Promise.resolve();
  const rollUp = async () => {
    try {
      await rollUpStoryStats({ db: options.db, siteHosts: options.siteHosts });
    } catch (error) {
      options.onError?.(error);
    }
    if (!stopped) planNext(options.intervalMs ?? STATS_ROLLUP_INTERVAL_MS);
  };
  const planNext = (delayMs: number) => {
    timer = setTimeout(() => {
      lastRun = rollUp();
    }, delayMs);
    timer.unref();
  };
  planNext(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await lastRun;
    },
  };
}
