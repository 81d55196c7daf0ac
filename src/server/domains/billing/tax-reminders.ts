import type { TaxStatus } from '@server/db/schema/partner';
import type { EarningsSettings } from './partner-earnings.service';

/** When reminders about tax details fall; days and percent are the operator's settings' units. */
export interface TaxReminderSettings {
  /** Days a writer has, from the episode's start, to give (or fix) their tax id. */
  graceDays: number;
  /** Earnings this calendar year, in minor units, past which tax details are required. */
  earningLimit: number;
}

/** What the Partner Program's hourly clock needs: the database, the operator's settings, the time. */
export type PartnerClockRun = EarningsSettings & { tax: TaxReminderSettings };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The final reminder comes a week before the deadline. */
const FINAL_REMINDER_DAYS = 7;
/** The earlier earnings reminder comes at 80 % of the limit. */
const PRE_LIMIT_PERCENT = 80;

type TaxReminderStage =
  'day_one' | 'final' | 'last_day' | 'pre_earning_limit' | 'post_earning_limit';

export type TaxReminderType =
  `tax_not_submitted_${TaxReminderStage}` | `tax_failed_tin_${TaxReminderStage}`;

/** The end of the grace period of an episode that began at `since`. */
export const taxDeadline = (since: Date, settings: Pick<TaxReminderSettings, 'graceDays'>): Date =>
  new Date(since.getTime() + settings.graceDays * DAY_MS);

/**
 * The reminder the calendar calls for: day one until the last week, then the
 * final reminder, then on the last day that one; none once the deadline has
 * passed. Only the latest stage is due, so a writer never gets a stale one
 * after a newer one (for example when the site was down for days).
 */
function calendarStage(
  since: Date,
  now: Date,
  settings: TaxReminderSettings,
): TaxReminderStage | null {
  const untilDeadline = taxDeadline(since, settings).getTime() - now.getTime();
  if (untilDeadline <= 0) return null;
  if (untilDeadline <= DAY_MS) return 'last_day';
  if (untilDeadline <= FINAL_REMINDER_DAYS * DAY_MS) return 'final';
  return 'day_one';
}

/** The reminder this year's earnings call for: past the limit, or nearing it. */
function earningsStage(earned: number, settings: TaxReminderSettings): TaxReminderStage | null {
  if (settings.earningLimit <= 0 || earned <= 0) return null;
  if (earned >= settings.earningLimit) return 'post_earning_limit';
  if (earned * 100 >= settings.earningLimit * PRE_LIMIT_PERCENT) return 'pre_earning_limit';
  return null;
}

/**
 * The tax reminders due now for a writer whose tax details are missing or
 * failed verification (spec §9's ten types): at most one by the calendar and
 * one by earnings. Each is sent once per episode; the caller keys them so.
 */
export function dueTaxReminders(
  episode: { status: Exclude<TaxStatus, 'submitted'>; since: Date; earnedThisYear: number },
  now: Date,
  settings: TaxReminderSettings,
): TaxReminderType[] {
  const prefix = episode.status === 'missing' ? 'tax_not_submitted' : 'tax_failed_tin';
  return [
    calendarStage(episode.since, now, settings),
    earningsStage(episode.earnedThisYear, settings),
  ]
    .filter((stage): stage is TaxReminderStage => stage !== null)
    .map((stage) => `${prefix}_${stage}` as const);
}

/**
 * Whether a closing month's payout is held: the writer's tax id is missing or
 * not verified, and the deadline has passed or this year's earnings reached
 * the limit. Until then a writer is paid without one, as the reminders say.
 */
export function isPayoutHeld(
  enrollment: { status: TaxStatus; since: Date; earnedThisYear: number },
  now: Date,
  settings: TaxReminderSettings,
): boolean {
  if (enrollment.status === 'submitted') return false;
  return (
    now >= taxDeadline(enrollment.since, settings) ||
    (settings.earningLimit > 0 && enrollment.earnedThisYear >= settings.earningLimit)
  );
}
