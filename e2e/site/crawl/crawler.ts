import type { APIRequestContext } from '@playwright/test';
import { findUrls } from './find-urls';

/**
 * A breadth-first crawl of one site over HTTP, as a crawler or a feed reader
 * sees it (no JavaScript): every same-origin URL found is requested once,
 * redirects are followed hop by hop (each hop is checked), and every answer
 * is read for further URLs until `maxDepth`.
 */

export interface Seed {
  url: string;
  /** Where the URL was found, for the report: a page, a menu, a mail. */
  foundOn: string;
}

export interface Visit {
  url: string;
  status: number;
  depth: number;
  /** The first few places that pointed here. */
  foundOn: string[];
}

export interface CrawlOptions {
  request: APIRequestContext;
  origin: string;
  seeds: readonly Seed[];
  /** Seeds are depth 0; URLs found on a page at depth d are at d + 1; pages at maxDepth are not read. */
  maxDepth: number;
  concurrency: number;
  /** URLs never requested (state-changing GETs such as sign-out). */
  skip: (url: URL) => boolean;
}

/** Query parameters that never change what a URL shows: tracking and where to go afterwards. */
const IGNORED_PARAMS = new Set(['source', 'redirect', 'redirectUrl']);
const IGNORED_PARAM_PREFIXES = ['utm_'];
const READABLE_TYPES =
  /^(text\/html|text\/plain|text\/xml|application\/xml|application\/rss\+xml|application\/feed\+json)\b/;
const KEEP_REFERRERS = 3;

/** The URL without its fragment and ignorable parameters, the rest sorted: one request per target. */
export function normalizeUrl(raw: string): string {
  const url = new URL(raw);
  url.hash = '';
  const kept = [...url.searchParams].filter(
    ([name]) =>
      !IGNORED_PARAMS.has(name) &&
      !IGNORED_PARAM_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
  kept.sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(kept).toString();
  return url.toString();
}

export async function crawl(options: CrawlOptions): Promise<Map<string, Visit>> {
  const visits = new Map<string, Visit>();
  const queue: Array<{ url: string; depth: number }> = [];

  const enqueue = (raw: string, depth: number, foundOn: string) => {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return;
    }
    if (parsed.origin !== options.origin || options.skip(parsed)) return;
    const url = normalizeUrl(raw);
    const known = visits.get(url);
    if (known) {
      if (known.foundOn.length < KEEP_REFERRERS && !known.foundOn.includes(foundOn))
        known.foundOn.push(foundOn);
      // Found again closer to a seed: read it again at that depth.
      if (depth < known.depth) {
        known.depth = depth;
        queue.push({ url, depth });
      }
      return;
    }
    visits.set(url, { url, status: 0, depth, foundOn: [foundOn] });
    queue.push({ url, depth });
  };

  const visit = async (url: string, depth: number) => {
    const response = await options.request.get(url, { maxRedirects: 0, failOnStatusCode: false });
    const record = visits.get(url);
    if (record) record.status = response.status();
    const location = response.headers().location;
    if (location && response.status() >= 300 && response.status() < 400) {
      // A hop of a redirect is part of the link that led here: same depth.
      enqueue(new URL(location, url).toString(), depth, url);
    } else if (depth < options.maxDepth) {
      // Error pages are read too: the links on a 404 page must land as well.
      const type = response.headers()['content-type'] ?? '';
      if (READABLE_TYPES.test(type)) {
        for (const found of findUrls(await response.text(), type, url))
          enqueue(found, depth + 1, url);
      }
    }
    await response.dispose();
  };

  for (const seed of options.seeds) enqueue(seed.url, 0, seed.foundOn);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await visit(next.url, next.depth);
    }
  };
  await runWorkers(options.concurrency, worker, () => queue.length > 0);
  return visits;
}

/**
 * Runs `count` workers until the queue stays empty with nobody busy: a
 * worker that found the queue empty is restarted while another adds to it.
 */
async function runWorkers(count: number, worker: () => Promise<void>, hasWork: () => boolean) {
  let running = 0;
  await new Promise<void>((resolve, reject) => {
    const start = () => {
      running += 1;
      worker().then(() => {
        running -= 1;
        while (hasWork() && running < count) start();
        if (running === 0 && !hasWork()) resolve();
      }, reject);
    };
    for (let i = 0; i < count && (i === 0 || hasWork()); i += 1) start();
  });
}
