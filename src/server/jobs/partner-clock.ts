import type { Database } from '../db/client';
import { closePartnerMonths, sendTaxReminders } from '../domains/billing';
import type { ServerConfig } from '../env';
import { startRepeatingJob } from './repeating-job';
import type { RepeatingJob } from './repeating-job';

/**
 * The Partner Program's clock, every hour: closes the months that ended (each
 * writer's payout, held or due) and sends the tax reminders that have come
 * due (domains/billing). The first run waits a minute so a start stays quick.
 * Each payout and reminder is written once, also with several processes
 * running this.
 */
export function startPartnerClock(options: {
  db: Database;
  config: Pick<ServerConfig, 'billing' | 'partnerPlatformShareBasisPoints' | 'partnerTax'>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onDone?: (work: { payouts: number; reminders: number }) => void;
}): RepeatingJob {
  const { config } = options;
  const run = {
    db: options.db,
    currency: config.billing.currency,
    platformShareBasisPoints: config.partnerPlatformShareBasisPoints,
    tax: config.partnerTax,
  };
  return startRepeatingJob({
    run: async () => {
      const now = new Date();
      const payouts = await closePartnerMonths({ ...run, now });
      const reminders = await sendTaxReminders({ ...run, now });
      if (payouts + reminders > 0) options.onDone?.({ payouts, reminders });
    },
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    firstDelayMs: 60 * 1000,
    onError: options.onError,
  });
}
