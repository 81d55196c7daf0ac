export interface RepeatingJob {
  /** Stops planning runs and waits for the one under way, if any. */
  stop(): Promise<void>;
}

/**
 * Runs `run` again and again, `intervalMs` apart. The next run is set only
 * when one ends, so runs never overlap in a process; a failed run is reported
 * and the next one still comes. The timer never keeps the process alive.
 */
export function startRepeatingJob(options: {
  run: () => Promise<void>;
  intervalMs: number;
  /** Until the first run: 0 runs at once; by default a whole interval, so a start stays quick. */
  firstDelayMs?: number;
  onError?: (error: unknown) => void;
}): RepeatingJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastRun: Promise<void> = Promise.resolve();
  const runOnce = async () => {
    try {
      await options.run();
    } catch (error) {
      options.onError?.(error);
    }
    if (!stopped) planNext(options.intervalMs);
  };
  const planNext = (delayMs: number) => {
    timer = setTimeout(() => {
      lastRun = runOnce();
    }, delayMs);
    timer.unref();
  };
  planNext(options.firstDelayMs ?? options.intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await lastRun;
    },
  };
}
