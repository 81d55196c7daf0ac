import type { Transform } from 'node:stream';
import { Readable } from 'node:stream';
import { ErrorLevel, XMLToSitemapIndexStream, XMLToSitemapItemStream } from 'sitemap';
import { expect } from 'vitest';

/** Parses with the sitemap library's strict XML reader; any malformed XML rejects. */
function readAll<T>(xml: string, parser: Transform): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const items: T[] = [];
    Readable.from([xml])
      .pipe(parser)
      .on('data', (item: T) => items.push(item))
      .on('end', () => resolve(items))
      .on('error', reject);
  });
}

interface Located {
  url: string;
  lastmod?: string;
}

/** Every entry has an absolute URL on the public origin and a lastmod. */
function expectLocatedOn(entries: Located[], origin: string) {
  for (const entry of entries) {
    expect(entry.url.startsWith(`${origin}/`), entry.url).toBe(true);
    expect(Number.isNaN(Date.parse(entry.lastmod ?? '')), entry.url).toBe(false);
  }
}

export async function readSitemapIndex(xml: string, origin: string): Promise<Located[]> {
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const entries = await readAll<Located>(
    xml,
    new XMLToSitemapIndexStream({ level: ErrorLevel.THROW }),
  );
  expectLocatedOn(entries, origin);
  return entries;
}

export async function readSitemap(xml: string, origin: string): Promise<Located[]> {
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const entries = await readAll<Located>(
    xml,
    new XMLToSitemapItemStream({ level: ErrorLevel.THROW, logger: false }),
  );
  expectLocatedOn(entries, origin);
  return entries;
}
