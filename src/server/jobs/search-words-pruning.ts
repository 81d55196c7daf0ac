import type { Database } from '../db/client';
import { pruneSearchWords } from '../domains/search';
import { startRepeatingJob } from './repeating-job';
import type { RepeatingJob } from './repeating-job';

/** Prunes the search dictionary every six hours. */
export function startSearchWordsPruning(options: {
  db: Database;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onPruned?: (words: number) => void;
}): RepeatingJob {
  return startRepeatingJob({
    run: async () => {
      const words = await pruneSearchWords(options.db);
      if (words > 0) options.onPruned?.(words);
    },
    intervalMs: options.intervalMs ?? 6 * 60 * 60 * 1000,
    onError: options.onError,
  });
}
