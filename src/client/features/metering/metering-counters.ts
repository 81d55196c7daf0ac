import type { SafeStorage } from '@client/reporting/safe-storage';
import { dayKey, monthKey, weekKey } from './metering-periods';

export const METERING_STORAGE_KEY = 'quire.metering';

/** How many stories are kept per period to avoid counting a story twice. */
const METERING_REMEMBERED_POSTS = 500;

/** Spec routes §3.1: stories viewed today, this week, this month, and non-member-only this month. */
interface MeteringCounts {
  today: number;
  thisWeek: number;
  thisMonth: number;
  nonMocThisMonth: number;
}

type CounterName = keyof MeteringCounts;

interface PeriodCounter {
  /** The period the count belongs to; a different key means the period has rolled over. */
  period: string;
  count: number;
  /** The stories already counted in this period, newest last. */
  postIds: string[];
}

type StoredCounters = Partial<Record<CounterName, PeriodCounter>>;

const COUNTER_PERIODS: Record<CounterName, (at: number) => string> = {
  today: dayKey,
  thisWeek: weekKey,
  thisMonth: monthKey,
  nonMocThisMonth: monthKey,
};

const COUNTER_NAMES = Object.keys(COUNTER_PERIODS) as CounterName[];

function isPeriodCounter(value: unknown): value is PeriodCounter {
  const counter = value as Partial<PeriodCounter> | null;
  return (
    typeof counter === 'object' &&
    counter !== null &&
    typeof counter.period === 'string' &&
    typeof counter.count === 'number' &&
    Number.isInteger(counter.count) &&
    counter.count >= 0 &&
    Array.isArray(counter.postIds) &&
    counter.postIds.every((id) => typeof id === 'string')
  );
}

function readStored(value: unknown): StoredCounters {
  if (typeof value !== 'object' || value === null) return {};
  const stored = value as Record<string, unknown>;
  const counters: StoredCounters = {};
  for (const name of COUNTER_NAMES) {
    const counter = stored[name];
    if (isPeriodCounter(counter)) counters[name] = counter;
  }
  return counters;
}

/** The counter as of `at`: one from an earlier period counts as a fresh start. */
function current(counter: PeriodCounter | undefined, period: string): PeriodCounter {
  return counter && counter.period === period ? counter : { period, count: 0, postIds: [] };
}

interface StoryView {
  postId: string;
  /** Member-only content ("moc"): does not count towards nonMocThisMonth. */
  isMemberOnly: boolean;
}

export interface MeteringCounters {
  /** Counts a story once per period, however often it is opened. Answers the new counts. */
  recordView(view: StoryView): MeteringCounts;
  counts(): MeteringCounts;
}

/**
 * Client metering counters kept in browser storage, ready for the paywall: the
 * clock is injected so period roll-overs can be tested.
 */
export function createMeteringCounters(options: {
  storage: SafeStorage;
  now?: () => number;
}): MeteringCounters {
  const { storage } = options;
  const now = options.now ?? (() => Date.now());

  const snapshot = (stored: StoredCounters, at: number): MeteringCounts => {
    const counts = { today: 0, thisWeek: 0, thisMonth: 0, nonMocThisMonth: 0 };
    for (const name of COUNTER_NAMES) {
      counts[name] = current(stored[name], COUNTER_PERIODS[name](at)).count;
    }
    return counts;
  };

  return {
    recordView({ postId, isMemberOnly }) {
      const at = now();
      const stored = readStored(storage.get(METERING_STORAGE_KEY));
      if (!postId) return snapshot(stored, at);
      for (const name of COUNTER_NAMES) {
        if (name === 'nonMocThisMonth' && isMemberOnly) continue;
        const counter = current(stored[name], COUNTER_PERIODS[name](at));
        if (counter.postIds.includes(postId)) continue;
        stored[name] = {
          period: counter.period,
          count: counter.count + 1,
          postIds: [...counter.postIds, postId].slice(-METERING_REMEMBERED_POSTS),
        };
      }
      storage.set(METERING_STORAGE_KEY, stored);
      return snapshot(stored, at);
    },
    counts: () => snapshot(readStored(storage.get(METERING_STORAGE_KEY)), now()),
  };
}
