import type { Database } from '../db/client';
import { sendTaxReminders } from '../domains/billing';
import type { ServerConfig } from '../env';
import { startRepeatingJob } from './repeating-job';
import type { RepeatingJob } from './repeating-job';

/**
 * Every hour, sends the Partner Program's tax reminders that have come due
 * (domains/billing/tax-reminders.ts); the first run waits a minute so a start
 * stays quick. Each reminder goes once per episode, also with several
 * processes running this.
 */
export function startPartnerTaxReminders(options: {
  db: Database;
  config: Pick<ServerConfig, 'billing' | 'partnerPlatformShareBasisPoints' | 'partnerTax'>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onSent?: (reminders: number) => void;
}): RepeatingJob {
  const { config } = options;
  return startRepeatingJob({
    run: async () => {
      const sent = await sendTaxReminders({
        db: options.db,
        currency: config.billing.currency,
        platformShareBasisPoints: config.partnerPlatformShareBasisPoints,
        tax: config.partnerTax,
      });
      if (sent > 0) options.onSent?.(sent);
    },
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    firstDelayMs: 60 * 1000,
    onError: options.onError,
  });
}
