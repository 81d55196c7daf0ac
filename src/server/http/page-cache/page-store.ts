import { LRUCache } from 'lru-cache';
import type { ContentChange } from '@server/lib/content-changes';

/** Surrogate key every page that lists stories carries (home, tags, profiles, publications). */
export const LISTS_KEY = 'lists';

export interface CachedPage {
  status: number;
  /** The HTML as sent, and its compressed forms, made once when stored. */
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  etag: string;
  /** For If-Modified-Since (feeds). */
  lastModified?: Date;
  /**
   * Content-Type, Content-Security-Policy (with this copy's nonce), X-Frame-Options…;
   * a Cache-Control here (feeds, AMP: the spec's own) wins over the page cache's.
   */
  headers: Record<string, string>;
  /** Ids the page shows, plus LISTS_KEY when it lists stories. */
  keys: string[];
}

export interface PageStoreOptions {
  maxBytes: number;
  /** How long a copy lives: the staleness bound for clap and response counts. */
  ttlMs: number;
}

export type Lookup =
  { outcome: 'hit'; page: CachedPage } | { outcome: 'miss' | 'shared'; page: CachedPage | null };

/**
 * Logged-out pages in memory: least recently used go first once the copies
 * pass `maxBytes`, and none outlives `ttlMs`. Concurrent misses for one key
 * share one render (single flight). A change drops every copy naming one of
 * its ids, and any render that started before it, so the next request renders
 * what the change made.
 */
export function createPageStore(options: PageStoreOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) =>
      page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + 512,
    ttl: options.ttlMs,
  });
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;

  async function render(
    key: string,
    renderPage: () => Promise<CachedPage | null>,
  ): Promise<CachedPage | null> {
    const startedIn = generation;
    const rendering = renderPage().finally(() => {
      if (inFlight.get(key) === rendering) inFlight.delete(key);
    });
    inFlight.set(key, rendering);
    const page = await rendering;
    // A change landed while this rendered: it may show what was there before.
    if (page && startedIn === generation) pages.set(key, page);
    return page;
  }

  return {
    /** The stored copy, or the one rendering now, or a fresh render (null: not storable). */
    async get(key: string, renderPage: () => Promise<CachedPage | null>): Promise<Lookup> {
      const stored = pages.get(key);
      if (stored) return { outcome: 'hit', page: stored };
      const pending = inFlight.get(key);
      if (pending) return { outcome: 'shared', page: await pending };
      return { outcome: 'miss', page: await render(key, renderPage) };
    },
    /** The stored copy only; nothing is rendered (the overload fallback). */
    peek(key: string): CachedPage | undefined {
      return pages.get(key);
    },
    invalidate(change: ContentChange): number {
      generation += 1;
      inFlight.clear();
      if (change.everything) {
        const count = pages.size;
        pages.clear();
        return count;
      }
      const ids = new Set(change.lists ? [...change.ids, LISTS_KEY] : change.ids);
      const dropped = [...pages.entries()]
        .filter(([, page]) => page.keys.some((id) => ids.has(id)))
        .map(([key]) => key);
      for (const key of dropped) pages.delete(key);
      return dropped.length;
    },
    get size(): number {
      return pages.size;
    },
  };
}
