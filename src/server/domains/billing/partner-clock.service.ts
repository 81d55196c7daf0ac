import type { Database } from '@server/db/client';
import type { ServerConfig } from '@server/env';
import { closePartnerMonths } from './partner-payouts.service';
import { sendTaxReminders } from './tax-reminders.service';

/** The operator's settings the Partner Program's clock reads. */
export type PartnerClockSettings = Pick<
  ServerConfig,
  'billing' | 'partnerPlatformShareBasisPoints' | 'partnerTax'
>;

/**
 * One tick of the Partner Program's clock, as of `now`: closes the months
 * that ended into payouts, then sends the tax reminders that came due. The
 * hourly job and the test route both run exactly this.
 */
export async function runPartnerClock(
  db: Database,
  settings: PartnerClockSettings,
  now = new Date(),
): Promise<{ payouts: number; reminders: number }> {
  const run = {
    db,
    currency: settings.billing.currency,
    platformShareBasisPoints: settings.partnerPlatformShareBasisPoints,
    tax: settings.partnerTax,
    now,
  };
  return { payouts: await closePartnerMonths(run), reminders: await sendTaxReminders(run) };
}
