import type { Database } from '../db/client';
import { pruneSearchWords } from '../domains/search';

export interface SearchWordsPruningJob {
  stop(): Promise<void>;
}

/**
 * Prunes the search dictionary every six hours (first run after the first
 * interval, so a start stays quick); a run never overlaps the previous one in
 * this process.
 */
export function startSearchWordsPruning(options: {
  db: Database;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onPruned?: (words: number) => void;
}): SearchWordsPruningJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = pruneSearchWords(options.db)
      .then((words) => {
        if (words > 0) options.onPruned?.(words);
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 6 * 60 * 60 * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
