import { describe, expect, it } from 'vitest';
import { FakeStorage } from '@client/test/kits/fake-storage-kit';
import { createSafeStorage } from '@client/reporting/safe-storage';
import { METERING_STORAGE_KEY, createMeteringCounters } from './metering-counters';
import { dayKey, monthKey, weekKey } from './metering-periods';

/** Local-time instants, so the tests hold in any time zone. */
const at = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month - 1, day, hour).getTime();

function setup(start: number) {
  const browser = new FakeStorage();
  const clock = { now: start };
  const make = () =>
    createMeteringCounters({ storage: createSafeStorage(() => browser), now: () => clock.now });
  return { browser, clock, counters: make(), make };
}

const free = (postId: string) => ({ postId, isMemberOnly: false });
const locked = (postId: string) => ({ postId, isMemberOnly: true });

describe('metering periods', () => {
  it('names the local day, the week from Monday and the month', () => {
    // Wednesday 11 November 2026.
    expect(dayKey(at(2026, 11, 11))).toBe('2026-11-11');
    expect(weekKey(at(2026, 11, 11))).toBe('2026-11-09');
    // A Sunday belongs to the week that started the Monday before.
    expect(weekKey(at(2026, 11, 15))).toBe('2026-11-09');
    expect(weekKey(at(2026, 11, 16, 0))).toBe('2026-11-16');
    // A week can start in the previous month.
    expect(weekKey(at(2026, 12, 2))).toBe('2026-11-30');
    expect(monthKey(at(2026, 12, 31, 23))).toBe('2026-12');
  });
});

describe('metering counters', () => {
  it('counts viewed stories today, this week, this month and non-member-only this month', () => {
    const { counters } = setup(at(2026, 11, 11));
    counters.recordView(free('a'));
    expect(counters.recordView(locked('b'))).toEqual({
      today: 2,
      thisWeek: 2,
      thisMonth: 2,
      nonMocThisMonth: 1,
    });
  });

  it('counts a story once per period however often it is opened', () => {
    const { counters } = setup(at(2026, 11, 11));
    counters.recordView(free('a'));
    counters.recordView(free('a'));
    expect(counters.counts()).toEqual({ today: 1, thisWeek: 1, thisMonth: 1, nonMocThisMonth: 1 });
  });

  it('starts a new day at midnight, keeping the week and month', () => {
    const { clock, counters } = setup(at(2026, 11, 11, 23));
    counters.recordView(free('a'));
    clock.now = at(2026, 11, 12, 0);
    expect(counters.counts()).toEqual({ today: 0, thisWeek: 1, thisMonth: 1, nonMocThisMonth: 1 });
    // The same story read again on a new day counts for that day only.
    expect(counters.recordView(free('a'))).toEqual({
      today: 1,
      thisWeek: 1,
      thisMonth: 1,
      nonMocThisMonth: 1,
    });
  });

  it('starts a new week on Monday', () => {
    const { clock, counters } = setup(at(2026, 11, 15));
    counters.recordView(free('a'));
    clock.now = at(2026, 11, 16, 8);
    expect(counters.counts().thisWeek).toBe(0);
    expect(counters.counts().thisMonth).toBe(1);
  });

  it('resets the month counters on the first of the month, not 30 days later', () => {
    const { clock, counters } = setup(at(2026, 11, 30, 22));
    counters.recordView(free('a'));
    counters.recordView(locked('b'));
    clock.now = at(2026, 12, 1, 1);
    // 30 November and 1 December are in the same week (from Monday 30 November).
    expect(counters.counts()).toEqual({ today: 0, thisWeek: 2, thisMonth: 0, nonMocThisMonth: 0 });
    expect(counters.recordView(free('c'))).toEqual({
      today: 1,
      thisWeek: 3,
      thisMonth: 1,
      nonMocThisMonth: 1,
    });
  });

  it('keeps the counts in browser storage across page loads', () => {
    const { browser, counters, make } = setup(at(2026, 11, 11));
    counters.recordView(free('a'));
    expect(browser.getItem(METERING_STORAGE_KEY)).not.toBeNull();
    expect(make().counts().thisMonth).toBe(1);
  });

  it('starts afresh from a damaged stored value', () => {
    const { browser, make } = setup(at(2026, 11, 11));
    browser.setItem(METERING_STORAGE_KEY, JSON.stringify({ today: { period: 3 }, thisMonth: 'x' }));
    const counters = make();
    expect(counters.counts()).toEqual({ today: 0, thisWeek: 0, thisMonth: 0, nonMocThisMonth: 0 });
    expect(counters.recordView(free('a')).today).toBe(1);
  });
});
