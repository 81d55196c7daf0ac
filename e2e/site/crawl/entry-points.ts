import type { APIRequestContext } from '@playwright/test';
import { findUrls } from './find-urls';

/**
 * Where a crawl of the site starts: the pages its own sitemaps list, by
 * kind (stories, profiles, tags, publications), read as a search engine
 * reads them.
 */
type SitemapKind = 'stories' | 'profiles' | 'tags' | 'publications';

async function urlsOf(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return findUrls(await response.text(), response.headers()['content-type'] ?? '', url);
}

export async function sitemapEntries(
  request: APIRequestContext,
  origin: string,
): Promise<Record<SitemapKind, string[]>> {
  const entries: Record<SitemapKind, string[]> = {
    stories: [],
    profiles: [],
    tags: [],
    publications: [],
  };
  for (const sitemap of await urlsOf(request, `${origin}/sitemap.xml`)) {
    const kind = /\/sitemap-([a-z]+)-\d+\.xml$/.exec(sitemap)?.[1] as SitemapKind | undefined;
    if (!kind || !(kind in entries)) throw new Error(`A sitemap of an unknown kind: ${sitemap}`);
    entries[kind].push(...(await urlsOf(request, sitemap)));
  }
  return entries;
}
