import type { Database } from '../db/client';
import { runPartnerClock } from '../domains/billing';
import type { PartnerClockSettings } from '../domains/billing';
import { startRepeatingJob } from './repeating-job';
import type { RepeatingJob } from './repeating-job';

/**
 * The Partner Program's clock, every hour (domains/billing/partner-clock.service.ts):
 * payouts of the months that ended, then the tax reminders that came due. The
 * first run waits a minute so a start stays quick. Each payout and reminder is
 * written once, also with several processes running this.
 */
export function startPartnerClock(options: {
  db: Database;
  config: PartnerClockSettings;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onDone?: (work: { payouts: number; reminders: number }) => void;
}): RepeatingJob {
  return startRepeatingJob({
    run: async () => {
      const work = await runPartnerClock(options.db, options.config);
      if (work.payouts + work.reminders > 0) options.onDone?.(work);
    },
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    firstDelayMs: 60 * 1000,
    onError: options.onError,
  });
}
