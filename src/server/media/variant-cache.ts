import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
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
export function createVariantCache(
  store: MediaStore,
  options: { maxConcurrentRenders?: number } = {},
) {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const limit = createLimiter(options.maxConcurrentRenders ?? availableParallelism());

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
      // Bounded: a burst of distinct misses queues instead of decoding every original at once.
      const bytes = await limit(render);
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

/** Runs at most `max` tasks at a time, the rest in arrival order. */
function createLimiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export type VariantCache = ReturnType<typeof createVariantCache>;
