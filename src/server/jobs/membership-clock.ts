import type { Database } from '../db/client';
import { advanceLocalMemberships } from '../domains/billing';
import type { ServerConfig } from '../env';
import { startRepeatingJob } from './repeating-job';
import type { RepeatingJob } from './repeating-job';

/**
 * The local provider's clock: every ten minutes, memberships it (or a gift)
 * granted whose paid period is over end or renew, as Stripe's own clock does
 * for Stripe subscriptions. The ids of what a run produces are per period, so
 * two processes running it change nothing twice.
 */
export function startMembershipClock(options: {
  db: Database;
  prices: ServerConfig['billing'];
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onAdvanced?: (memberships: number) => void;
}): RepeatingJob {
  return startRepeatingJob({
    run: async () => {
      const advanced = await advanceLocalMemberships(options.db, options.prices);
      if (advanced > 0) options.onAdvanced?.(advanced);
    },
    intervalMs: options.intervalMs ?? 10 * 60 * 1000,
    onError: options.onError,
  });
}
