import type { Database } from '../db/client';
import { advanceLocalMemberships } from '../domains/billing';
import type { ServerConfig } from '../env';

export interface MembershipClockJob {
  stop(): Promise<void>;
}

/**
 * The local provider's clock: every ten minutes, memberships it (or a gift)
 * granted whose paid period is over end or renew, as Stripe's own clock does
 * for Stripe subscriptions. Runs never overlap; the ids of what a run
 * produces are per period, so two processes running it change nothing twice.
 */
export function startMembershipClock(options: {
  db: Database;
  prices: ServerConfig['billing'];
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onAdvanced?: (memberships: number) => void;
}): MembershipClockJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastRun: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      const advanced = await advanceLocalMemberships(options.db, options.prices);
      if (advanced > 0) options.onAdvanced?.(advanced);
    } catch (error) {
      options.onError?.(error);
    }
    if (!stopped) planNext();
  };
  const planNext = () => {
    timer = setTimeout(
      () => {
        lastRun = tick();
      },
      options.intervalMs ?? 10 * 60 * 1000,
    );
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
