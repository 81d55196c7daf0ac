import { createHash } from 'node:crypto';
import { readdir, stat, utimes } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { createDiskMediaStore } from './media-store';
import { createLimiter } from './render-limiter';

export interface CachedVariant {
  bytes: Buffer;
  isCacheHit: boolean;
}

export interface VariantCacheOptions {
  /** DATA_DIR/media-cache. */
  dir: string;
  /** The most the cached variants may take on disk (MEDIA_CACHE_MAX_MB). */
  maxBytes: number;
  maxConcurrentRenders?: number;
  /** How often the index is read again from disk, to count other processes' variants. */
  rescanIntervalMs?: number;
}

interface CacheFile {
  key: string;
  size: number;
  usedAt: number;
}

/** Every cached variant under `dir`, least recently used first (a hit touches its file). */
async function scanVariants(dir: string): Promise<CacheFile[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        const key = path.relative(dir, file).split(path.sep).join('/');
        return info && { key, size: info.size, usedAt: info.mtimeMs };
      }),
  );
  return files.filter((file) => file !== null).sort((a, b) => a.usedAt - b.usedAt);
}

/**
 * Variants on disk (DATA_DIR/media-cache), keyed by a hash of id + canonical
 * transform + output format, kept under a size bound: when a new variant
 * would pass it, the least recently used ones are deleted. A hit touches the
 * file's time, so the order survives restarts and is shared by every process
 * on the same disk; each process reads the folder again every few minutes, so
 * together they stay within the bound. Concurrent requests for the same
 * missing variant share one render (single flight) instead of each decoding
 * the original.
 */
export function createVariantCache(options: VariantCacheOptions) {
  const store = createDiskMediaStore(options.dir);
  const fileOf = (key: string) => path.join(options.dir, key);
  const index = new LRUCache<string, number>({
    maxSize: options.maxBytes,
    sizeCalculation: (size) => Math.max(1, size),
    // Only what the bound pushes out is deleted; other removals just forget the entry.
    dispose: (_size, key, reason) => {
      if (reason === 'evict') void store.delete(key).catch(() => undefined);
    },
  });
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const limit = createLimiter(options.maxConcurrentRenders ?? availableParallelism());

  async function loadIndex() {
    const files = await scanVariants(options.dir);
    index.clear();
    for (const file of files) index.set(file.key, file.size);
  }
  let ready = loadIndex();
  const rescan = setInterval(
    () => {
      ready = ready.then(loadIndex, loadIndex);
    },
    options.rescanIntervalMs ?? 10 * 60_000,
  );
  rescan.unref();

  const storageKey = (cacheKey: string, extension: string) => {
    const hash = createHash('sha256').update(cacheKey).digest('hex');
    return `${hash.slice(0, 2)}/${hash.slice(2, 40)}.${extension}`;
  };

  async function read(key: string): Promise<Buffer | null> {
    const bytes = await store.get(key);
    if (!bytes) {
      // Another process evicted it.
      index.delete(key);
      return null;
    }
    if (index.get(key) === undefined) index.set(key, bytes.length);
    const now = new Date();
    void utimes(fileOf(key), now, now).catch(() => undefined);
    return bytes;
  }

  async function keep(key: string, bytes: Buffer): Promise<void> {
    // A variant larger than the whole cache is served but never stored.
    if (bytes.length > options.maxBytes) return;
    await store.put(key, bytes, 'application/octet-stream');
    index.set(key, bytes.length);
  }

  async function renderOnce(
    key: string,
    render: () => Promise<Buffer | null>,
    beforeRender: () => Promise<void>,
  ): Promise<Buffer | null> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    await beforeRender();
    // Another request may have started the same render while this one was being let in.
    const started = inFlight.get(key);
    if (started) return started;
    const job = (async () => {
      // Bounded: a burst of distinct misses queues instead of decoding every original at once.
      const bytes = await limit(render);
      if (bytes) await keep(key, bytes);
      return bytes;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  }

  return {
    /**
     * The cached variant, or a fresh render (null when the original is gone).
     * `beforeRender` runs only when this request would start a new render, and
     * may refuse it by throwing (a per-address render budget).
     */
    async getOrRender(
      cacheKey: string,
      extension: string,
      render: () => Promise<Buffer | null>,
      beforeRender: () => Promise<void> = async () => undefined,
    ): Promise<CachedVariant | null> {
      await ready;
      const key = storageKey(cacheKey, extension);
      const cached = await read(key);
      if (cached) return { bytes: cached, isCacheHit: true };
      const bytes = await renderOnce(key, render, beforeRender);
      return bytes ? { bytes, isCacheHit: false } : null;
    },
    /** Bytes the cached variants take, as this process counts them. */
    async size(): Promise<number> {
      await ready;
      return index.calculatedSize;
    },
    /** Renders in progress (tests check that concurrent misses share one). */
    get pendingCount() {
      return inFlight.size;
    },
    close() {
      clearInterval(rescan);
    },
  };
}

export type VariantCache = ReturnType<typeof createVariantCache>;
