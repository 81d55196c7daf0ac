import { createSafeStorage } from '@client/reporting/safe-storage';
import { createSeenItemsStore } from './seen-items-store';
import type { SeenItemsStore } from './seen-items-store';

let store: SeenItemsStore | null = null;

/** The page's seen-items store over localStorage, made on first use (browser only). */
export function browserSeenItems(): SeenItemsStore {
  store ??= createSeenItemsStore({ storage: createSafeStorage(() => window.localStorage) });
  return store;
}
