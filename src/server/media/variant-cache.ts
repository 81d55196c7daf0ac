import { createHash } from 'node:crypto';
import type { MediaStore } from './media-store';

export interface CachedVariant {
  bytes: Buffer;
  isCacheHit: boolean;
}

/**
 * Variants on disk (DATA_DIR/media-cache), keyed by a hash of id + canonical
 * transform + output format. Concurrent requests for the same missing variant
 * share one render (single flight) instead of each decoding the original.
 */
export function createVariantCache(store: MediaStore) {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  const storageKey = (cacheKey: string, extension: string) => {
    const hash = createHash('sha256').update(cacheKey).digest('hex');
    return `${hash.slice(0, 2)}/${hash.slice(2, 40)}.${extension}`;
  };

  async function renderOnce(
    key: string,
    render: () => Promise<Buffer | null>,
  ): Promise<Buffer | null> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const job = (async () => {
      const bytes = await render();
      if (bytes) await store.put(key, bytes, 'application/octet-stream');
      return bytes;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  }

  return {
    /** The cached variant, or a fresh render (null when the original is gone). */
    async getOrRender(
      cacheKey: string,
      extension: string,
      render: () => Promise<Buffer | null>,
    ): Promise<CachedVariant | null> {
      const key = storageKey(cacheKey, extension);
      const cached = await store.get(key);
      if (cached) return { bytes: cached, isCacheHit: true };
      const bytes = await renderOnce(key, render);
      return bytes ? { bytes, isCacheHit: false } : null;
    },
    /** Renders in progress (tests check that concurrent misses share one). */
    get pendingCount() {
      return inFlight.size;
    },
  };
}

export type VariantCache = ReturnType<typeof createVariantCache>;
