import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDataDir } from '../test/kits/media-kit';
import { createDiskMediaStore } from './media-store';
import { createVariantCache } from './variant-cache';

describe('disk media store', () => {
  it('puts, gets, checks and deletes, leaving no temporary files', async () => {
    const root = makeTempDataDir();
    const store = createDiskMediaStore(root);
    expect(await store.get('ab/picture.png')).toBeNull();
    expect(await store.exists('ab/picture.png')).toBe(false);
    await store.put('ab/picture.png', Buffer.from('bytes'), 'image/png');
    expect((await store.get('ab/picture.png'))?.toString()).toBe('bytes');
    expect(await store.exists('ab/picture.png')).toBe(true);
    expect(await readdir(path.join(root, 'ab'))).toEqual(['picture.png']);
    await store.delete('ab/picture.png');
    expect(await store.exists('ab/picture.png')).toBe(false);
  });

  it('refuses keys that would leave its folder', async () => {
    const store = createDiskMediaStore(makeTempDataDir());
    await expect(store.get('../secret')).rejects.toThrow(/Unsafe/);
    await expect(store.put('/etc/passwd', Buffer.from(''), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(store.exists('a/../../b')).rejects.toThrow(/Unsafe/);
  });
});

describe('variant cache', () => {
  it('renders a missing variant once for concurrent requests, then serves it from disk', async () => {
    const cache = createVariantCache({ dir: makeTempDataDir(), maxBytes: 1024 * 1024 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return Buffer.from('variant');
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => cache.getOrRender('id/resize:fit:700/webp', 'webp', render)),
    );
    expect(renders).toBe(1);
    expect(results.every((result) => result?.bytes.toString() === 'variant')).toBe(true);
    expect(cache.pendingCount).toBe(0);
    const later = await cache.getOrRender('id/resize:fit:700/webp', 'webp', render);
    expect(later).toMatchObject({ isCacheHit: true });
    expect(renders).toBe(1);
  });

  it('caches nothing when the original is gone', async () => {
    const cache = createVariantCache({ dir: makeTempDataDir(), maxBytes: 1024 * 1024 });
    expect(
      await cache.getOrRender('gone/resize:fit:700/jpeg', 'jpeg', async () => null),
    ).toBeNull();
  });
});

describe('variant cache render limit', () => {
  it('renders at most the configured number of variants at once', async () => {
    const cache = createVariantCache({
      dir: makeTempDataDir(),
      maxBytes: 1024 * 1024,
      maxConcurrentRenders: 2,
    });
    let running = 0;
    let peak = 0;
    const render = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return Buffer.from('x');
    };
    await Promise.all(
      Array.from({ length: 6 }, (_, n) => cache.getOrRender(`id/${n}`, 'webp', render)),
    );
    expect(peak).toBe(2);
  });
});
