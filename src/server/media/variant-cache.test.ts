import { readFileSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDataDir } from '../test/kits/media-kit';
import { createVariantCache } from './variant-cache';

const KB = 1000;

/** Every cached file under `dir` with its size. */
function filesIn(dir: string): Array<{ file: string; size: number }> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, size: statSync(file).size };
    });
}

const totalSize = (dir: string) => filesIn(dir).reduce((sum, file) => sum + file.size, 0);

/** Renders `name` as `size` bytes and counts the renders. */
function renderer() {
  const renders: string[] = [];
  const variant =
    (name: string, size = KB) =>
    async () => {
      renders.push(name);
      return Buffer.alloc(size, name);
    };
  return { renders, variant };
}

async function put(cache: ReturnType<typeof createVariantCache>, name: string, size = KB) {
  return cache.getOrRender(`${name}/resize:fit:700/jpeg`, 'jpeg', async () =>
    Buffer.alloc(size, name),
  );
}

async function isCached(cache: ReturnType<typeof createVariantCache>, name: string) {
  const result = await cache.getOrRender(`${name}/resize:fit:700/jpeg`, 'jpeg', async () => null);
  return result?.isCacheHit === true;
}

/** Lets the fire-and-forget deletions and touches land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('variant cache size bound', () => {
  it('deletes the least recently used variants to stay within its bound', async () => {
    const dir = makeTempDataDir();
    const cache = createVariantCache({ dir, maxBytes: 3 * KB });
    for (const name of ['a', 'b', 'c']) await put(cache, name);
    // Reading a makes b the least recently used.
    expect(await isCached(cache, 'a')).toBe(true);
    await put(cache, 'd');
    await settle();
    expect(await isCached(cache, 'b')).toBe(false);
    for (const name of ['a', 'c', 'd']) expect(await isCached(cache, name)).toBe(true);
    expect(totalSize(dir)).toBeLessThanOrEqual(3 * KB);
    expect(await cache.size()).toBeLessThanOrEqual(3 * KB);
    cache.close();
  });

  it('serves a variant larger than the whole cache without storing it', async () => {
    const dir = makeTempDataDir();
    const cache = createVariantCache({ dir, maxBytes: 2 * KB });
    const { renders, variant } = renderer();
    const huge = await cache.getOrRender('huge/resize:fit:4800/jpeg', 'jpeg', variant('h', 5 * KB));
    expect(huge?.bytes.length).toBe(5 * KB);
    expect(filesIn(dir)).toEqual([]);
    await cache.getOrRender('huge/resize:fit:4800/jpeg', 'jpeg', variant('h', 5 * KB));
    expect(renders).toEqual(['h', 'h']);
    cache.close();
  });

  it('keeps the order of use across restarts (a hit touches the file)', async () => {
    const dir = makeTempDataDir();
    const first = createVariantCache({ dir, maxBytes: 10 * KB });
    for (const name of ['a', 'b', 'c']) await put(first, name);
    first.close();
    // Written long ago: a first, then b, then c.
    const nameOf = (file: string) => readFileSync(file).toString('utf8', 0, 1);
    const ages: Record<string, number> = { a: 30, b: 20, c: 10 };
    for (const { file } of filesIn(dir)) {
      const when = new Date(Date.now() - (ages[nameOf(file)] ?? 0) * 60_000);
      utimesSync(file, when, when);
    }
    const second = createVariantCache({ dir, maxBytes: 10 * KB });
    expect(await isCached(second, 'a')).toBe(true);
    second.close();
    await settle();
    // Restarted with room for two: b, now the least recently used, goes.
    const third = createVariantCache({ dir, maxBytes: 2 * KB });
    expect(await third.size()).toBe(2 * KB);
    await settle();
    expect(
      filesIn(dir)
        .map(({ file }) => nameOf(file))
        .sort(),
    ).toEqual(['a', 'c']);
    third.close();
  });

  it('keeps several processes on one disk within the bound together', async () => {
    const dir = makeTempDataDir();
    const options = { dir, maxBytes: 3 * KB, rescanIntervalMs: 30 };
    const one = createVariantCache(options);
    const two = createVariantCache(options);
    for (const name of ['a', 'b', 'c']) await put(one, name);
    for (const name of ['d', 'e', 'f']) await put(two, name);
    // Each counted only its own writes until it reads the folder again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await settle();
    expect(totalSize(dir)).toBeLessThanOrEqual(3 * KB);
    one.close();
    two.close();
  });
});

describe('variant cache renders', () => {
  it('asks before starting a render, and only the request that starts it', async () => {
    const cache = createVariantCache({ dir: makeTempDataDir(), maxBytes: 10 * KB });
    let asked = 0;
    const beforeRender = async () => {
      asked += 1;
    };
    const render = async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return Buffer.from('v');
    };
    await Promise.all(
      Array.from({ length: 4 }, () => cache.getOrRender('x/k', 'webp', render, beforeRender)),
    );
    await cache.getOrRender('x/k', 'webp', render, beforeRender);
    expect(asked).toBe(1);
    const refused = cache.getOrRender('y/k', 'webp', render, async () => {
      throw new Error('budget spent');
    });
    await expect(refused).rejects.toThrow('budget spent');
    cache.close();
  });
});
