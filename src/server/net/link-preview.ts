import { readPageMeta } from './html-meta';
import type { PageMeta } from './html-meta';
import { safeFetch } from './safe-fetch';
import type { SafeFetchOptions } from './safe-fetch';

export interface LinkPreview {
  url: string;
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  siteName: string | null;
}

const PREVIEW_LIMITS = { url: 2048, title: 200, description: 500, siteName: 100 };

/** Collapses whitespace and cuts at a limit (with an ellipsis), or null when empty. */
function cleanText(value: string | undefined, limit: number): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;
}

/** An absolute http(s) URL (relative ones resolved against the page), else null. */
function cleanUrl(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const text = url.toString();
    return text.length <= PREVIEW_LIMITS.url ? text : null;
  } catch {
    return null;
  }
}

const firstOf = (page: PageMeta, keys: string[]) =>
  keys.map((key) => page.meta.get(key)).find((value) => value !== undefined);

/** Builds the preview from OpenGraph, then Twitter cards, then plain HTML. */
export function previewFromHtml(html: string, pageUrl: string, requestedUrl: string): LinkPreview {
  const page = readPageMeta(html);
  const title = firstOf(page, ['og:title', 'twitter:title']) ?? page.title;
  const description = firstOf(page, ['og:description', 'twitter:description', 'description']);
  const image = firstOf(page, [
    'og:image:secure_url',
    'og:image',
    'og:image:url',
    'twitter:image',
    'twitter:image:src',
  ]);
  const siteName = firstOf(page, ['og:site_name', 'application-name']) ?? new URL(pageUrl).hostname;
  return {
    url: requestedUrl,
    title: cleanText(title, PREVIEW_LIMITS.title),
    description: cleanText(description, PREVIEW_LIMITS.description),
    imageUrl: cleanUrl(image, pageUrl),
    siteName: cleanText(siteName, PREVIEW_LIMITS.siteName),
  };
}

function decodeBody(body: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Fetches a page through the outbound guard and reads its preview card. */
export async function fetchLinkPreview(
  url: string,
  fetchOptions: SafeFetchOptions = {},
): Promise<LinkPreview> {
  const requested = cleanUrl(url, url);
  if (!requested) throw new TypeError('Only http and https links have previews.');
  const response = await safeFetch(requested, { ...fetchOptions, accept: undefined });
  return previewFromHtml(decodeBody(response.body, response.contentType), response.url, requested);
}
