import type { Database } from '../db/client';
import { rollUpStoryStats } from '../domains/stats';
import { startRepeatingJob } from './repeating-job';
import type { RepeatingJob } from './repeating-job';

/** How often writers' stats catch up with the events readers' browsers sent. */
const STATS_ROLLUP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Rolls the client events up into writers' stats every five minutes; the
 * first run is at once, so a restarted site shows what happened while it was
 * down.
 */
export function startStatsRollup(options: {
  db: Database;
  siteHosts: readonly string[];
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): RepeatingJob {
  return startRepeatingJob({
    run: async () => {
      await rollUpStoryStats({ db: options.db, siteHosts: options.siteHosts });
    },
    intervalMs: options.intervalMs ?? STATS_ROLLUP_INTERVAL_MS,
    firstDelayMs: 0,
    onError: options.onError,
  });
}
