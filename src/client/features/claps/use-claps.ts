import { useSyncExternalStore } from 'react';
import { fetchedClaps } from './clap-counter';
import type { ClapEntry, ConfirmedClaps, PostClaps } from './clap-counter';
import { clapStore } from './clap-store';

const NO_ENTRY = (): ClapEntry | undefined => undefined;

/**
 * The claps a button shows: the shared store's once this page clapped for the
 * post, the fetched counts before (and always during server rendering).
 */
export function useClaps(
  postId: string,
  fetched: ConfirmedClaps,
): {
  claps: PostClaps;
  entry: ClapEntry | undefined;
} {
  const entry = useSyncExternalStore(clapStore.subscribe, () => clapStore.get(postId), NO_ENTRY);
  return { claps: entry?.claps ?? fetchedClaps(fetched), entry };
}
