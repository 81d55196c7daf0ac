import { createSafeStorage } from '@client/reporting/safe-storage';
import { createMeteringCounters } from './metering-counters';
import type { MeteringCounters } from './metering-counters';

let counters: MeteringCounters | null = null;

/** The page's metering counters over localStorage, made on first use (browser only). */
export function browserMeteringCounters(): MeteringCounters {
  counters ??= createMeteringCounters({ storage: createSafeStorage(() => window.localStorage) });
  return counters;
}
