import type { ContentChange } from '@server/lib/content-changes';
import { LISTS_KEY } from './page-store';

const PURGE_TIMEOUT_MS = 5000;

/** What PAGE_CACHE_PURGE_URL receives: the surrogate keys to purge, or everything. */
type PurgeRequest = { keys: string[] } | { everything: true };

function purgeRequestOf(change: ContentChange): PurgeRequest {
  if (change.everything) return { everything: true };
  return { keys: change.lists ? [...change.ids, LISTS_KEY] : [...change.ids] };
}

/**
 * Tells the operator's endpoint (which forwards to the CDN's purge API) what
 * changed: one JSON POST per change. A failure is logged, never retried: the
 * CDN's copy then lives out its s-maxage.
 */
export function createPurgeHook(
  url: string,
  log: (error: unknown) => void,
): (change: ContentChange) => Promise<void> {
  return async (change) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(purgeRequestOf(change)),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      if (!response.ok) log(new Error(`the purge hook answered ${response.status}`));
    } catch (error) {
      log(error);
    }
  };
}
