import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser } from 'fast-xml-parser';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';

/**
 * Every URL a response points at, the way the tools that read it find them:
 * a browser (links, images, stylesheets, icons), a crawler (canonical,
 * alternate, amphtml, sitemaps, robots.txt), a social network (og:image,
 * twitter:image), a search engine (JSON-LD) and a feed reader (item links,
 * enclosures, the item's HTML). Relative URLs are resolved against `base`.
 */

/** Attributes holding one URL, per element. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  'amp-img': ['src'],
  'amp-anim': ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  iframe: ['src'],
  'amp-iframe': ['src'],
  script: ['src'],
};

/** Attributes holding a srcset (`url 2x, url 700w`). */
const SRCSET_ATTRIBUTES = ['srcset', 'imagesrcset'];

/** <meta> entries whose content is a URL a crawler or a social network fetches. */
const URL_METAS = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:url',
  'og:video',
  'og:audio',
  'twitter:image',
  'twitter:image:src',
  'article:author',
]);

function resolve(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('#') || /^(data|javascript|mailto|tel|blob):/i.test(trimmed))
    return null;
  try {
    return new URL(trimmed, base).toString();
  } catch {
    return null;
  }
}

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** Every string in a JSON value that parses as an absolute http(s) URL. */
function urlsInJson(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsInJson);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsInJson);
  return [];
}

function elementUrls(element: Element): string[] {
  const found: string[] = [];
  for (const attribute of URL_ATTRIBUTES[element.name] ?? []) {
    const value = element.attribs[attribute];
    if (value) found.push(value);
  }
  for (const attribute of SRCSET_ATTRIBUTES) {
    const value = element.attribs[attribute];
    if (value) found.push(...srcsetUrls(value));
  }
  if (element.name === 'meta') {
    const key = element.attribs.property ?? element.attribs.name ?? '';
    if (URL_METAS.has(key) && element.attribs.content) found.push(element.attribs.content);
  }
  if (element.name === 'script' && element.attribs.type === 'application/ld+json') {
    found.push(...urlsInJson(JSON.parse(DomUtils.textContent(element)) as unknown));
  }
  return found;
}

export function urlsInHtml(html: string, base: string): string[] {
  const document = parseDocument(html);
  const baseElement = DomUtils.findOne(
    (element) => element.name === 'base' && !!element.attribs.href,
    document.children,
  );
  const documentBase = baseElement
    ? new URL(baseElement.attribs.href ?? '', base).toString()
    : base;
  return DomUtils.findAll(() => true, document.children)
    .flatMap(elementUrls)
    .map((value) => resolve(value, documentBase))
    .filter((url): url is string => url !== null);
}

function urlsInRss(xml: string, base: string): string[] {
  const feed = parseFeed(xml);
  const found = [feed.url, feed.self, feed.image?.url];
  for (const item of feed.items) {
    found.push(item.url, item.id, item.image?.url, ...item.media.map((media) => media.url));
    for (const author of item.authors) found.push(author.url);
    if (item.content) found.push(...urlsInHtml(item.content, item.url ?? base));
    if (item.description) found.push(...urlsInHtml(item.description, item.url ?? base));
  }
  return found
    .filter((url): url is string => !!url)
    .map((url) => resolve(url, base))
    .filter((url): url is string => url !== null);
}

function urlsInSitemap(xml: string): string[] {
  const parsed = new XMLParser().parse(xml) as {
    urlset?: { url?: { loc: string } | Array<{ loc: string }> };
    sitemapindex?: { sitemap?: { loc: string } | Array<{ loc: string }> };
  };
  const entries = parsed.urlset?.url ?? parsed.sitemapindex?.sitemap ?? [];
  return (Array.isArray(entries) ? entries : [entries]).map((entry) => entry.loc);
}

function urlsInJsonFeed(body: string): string[] {
  const feed = JSON.parse(body) as { items?: Array<{ content_html?: string; url?: string }> };
  const inItems = (feed.items ?? []).flatMap((item) =>
    item.content_html ? urlsInHtml(item.content_html, item.url ?? '') : [],
  );
  return [...urlsInJson(feed), ...inItems];
}

function urlsInRobots(text: string, base: string): string[] {
  return text
    .split('\n')
    .map((line) => /^sitemap:\s*(\S+)/i.exec(line.trim())?.[1])
    .filter((url): url is string => !!url)
    .map((url) => resolve(url, base))
    .filter((url): url is string => url !== null);
}

/** The URLs in a response body, read according to its content type. */
export function findUrls(body: string, contentType: string, url: string): string[] {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const path = new URL(url).pathname;
  if (type === 'text/html') return urlsInHtml(body, url);
  if (type === 'application/feed+json') return urlsInJsonFeed(body);
  if (type === 'application/rss+xml') return urlsInRss(body, url);
  if (type === 'application/xml' || type === 'text/xml') {
    return /<rss[\s>]/.test(body) ? urlsInRss(body, url) : urlsInSitemap(body);
  }
  if (type === 'text/plain' && path === '/robots.txt') return urlsInRobots(body, url);
  return [];
}
