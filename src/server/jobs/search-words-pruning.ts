import type { Database } from '../db/client';
import { pruneSearchWords } from '../domains/search';

export interface SearchWordsPruningJob {
  stop(): Promise<void>;
}

/**
 * Prunes the search dictionary every six hours. The next run is set only when
 * one ends, so runs never overlap; the first waits a whole interval, so a
 * start stays quick.
 */
export function startSearchWordsPruning(options: {
  db: Database;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onPruned?: (words: number) => void;
}): SearchWordsPruningJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastRun: Promise<void> = Promise.resolve();
  const prune = async () => {
    try {
      const words = await pruneSearchWords(options.db);
      if (words > 0) options.onPruned?.(words);
    } catch (error) {
      options.onError?.(error);
    }
    if (!stopped) planNext();
  };
  const planNext = () => {
    const run = () => {
      lastRun = prune();
    };
    timer = setTimeout(run, options.intervalMs ?? 6 * 60 * 60 * 1000);
    timer.unref();
  };
  planNext();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await lastRun;
    },
  };
}
