import { describe, expect, it } from 'vitest';
import { dueTaxReminders, taxDeadline } from './tax-reminders';

const SETTINGS = { graceDays: 30, earningLimit: 60_000 };
const SINCE = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(SINCE.getTime() + days * DAY);

const due = (days: number, earnedThisYear = 0, status: 'missing' | 'failed' = 'missing') =>
  dueTaxReminders({ status, since: SINCE, earnedThisYear }, at(days), SETTINGS);

describe('tax reminders due', () => {
  it('the deadline is the grace days after the episode began', () => {
    expect(taxDeadline(SINCE, SETTINGS)).toEqual(new Date('2026-03-31T12:00:00Z'));
  });

  it('by the calendar: day one, then the final week, then the last day, then nothing', () => {
    expect(due(0)).toEqual(['tax_not_submitted_day_one']);
    expect(due(22.9)).toEqual(['tax_not_submitted_day_one']);
    expect(due(23)).toEqual(['tax_not_submitted_final']);
    expect(due(28.9)).toEqual(['tax_not_submitted_final']);
    expect(due(29)).toEqual(['tax_not_submitted_last_day']);
    expect(due(29.99)).toEqual(['tax_not_submitted_last_day']);
    expect(due(30)).toEqual([]);
    expect(due(45)).toEqual([]);
  });

  it('by earnings this year: at 80 % of the limit, then past it', () => {
    expect(due(1, 47_999)).toEqual(['tax_not_submitted_day_one']);
    expect(due(1, 48_000)).toEqual([
      'tax_not_submitted_day_one',
      'tax_not_submitted_pre_earning_limit',
    ]);
    expect(due(1, 60_000)).toEqual([
      'tax_not_submitted_day_one',
      'tax_not_submitted_post_earning_limit',
    ]);
    // Past the deadline, earnings still call for their reminder.
    expect(due(40, 70_000)).toEqual(['tax_not_submitted_post_earning_limit']);
  });

  it('a tax id that failed verification has the tax_failed_tin_ types', () => {
    expect(due(0, 0, 'failed')).toEqual(['tax_failed_tin_day_one']);
    expect(due(29.5, 50_000, 'failed')).toEqual([
      'tax_failed_tin_last_day',
      'tax_failed_tin_pre_earning_limit',
    ]);
  });

  it('an operator limit of 0 sends no earnings reminders', () => {
    expect(
      dueTaxReminders({ status: 'missing', since: SINCE, earnedThisYear: 1_000_000 }, at(1), {
        ...SETTINGS,
        earningLimit: 0,
      }),
    ).toEqual(['tax_not_submitted_day_one']);
  });
});
