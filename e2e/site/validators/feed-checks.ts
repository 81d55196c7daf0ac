import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';

/**
 * What a feed reader makes of a feed. RSS goes through a real feed parser
 * (@rowanmanning/feed-parser, as used by feed readers) after an XML
 * well-formedness check. That parser reads RSS and Atom only, and no
 * maintained JSON Feed reader exists on npm, so a JSON Feed is read against
 * the fields version 1.1 of its specification defines (jsonfeed.org/version/1.1).
 * Both answer the problems found; an empty list means every item is complete.
 */

function isSiteUrl(value: string | null | undefined, origin: string): boolean {
  return !!value && value.startsWith(`${origin}/`);
}

export function rssProblems(xml: string, origin: string): string[] {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed XML: ${wellFormed.err.msg}`];
  const feed = parseFeed(xml);
  const problems: string[] = [];
  if (feed.meta.type !== 'rss') problems.push(`read as ${feed.meta.type}, not RSS`);
  if (!feed.title) problems.push('the channel has no title');
  if (!isSiteUrl(feed.url, origin)) problems.push(`the channel links ${feed.url}`);
  if (!isSiteUrl(feed.self, origin)) problems.push('the channel names no self link');
  if (!feed.language) problems.push('the channel has no language');
  if (feed.items.length === 0) problems.push('no items');
  for (const item of feed.items) {
    const missing = [
      item.title ? null : 'title',
      isSiteUrl(item.url, origin) ? null : 'link',
      item.id ? null : 'guid',
      item.published instanceof Date ? null : 'pubDate',
      item.authors[0]?.name ? null : 'author',
      item.description ? null : 'description',
      item.content ? null : 'content',
    ].filter((field): field is string => field !== null);
    if (missing.length)
      problems.push(`item “${item.title ?? item.id}” lacks ${missing.join(', ')}`);
  }
  return problems;
}

const rfc3339 = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');
const author = z.object({
  name: z.string().min(1),
  url: z.url().optional(),
  avatar: z.url().optional(),
});

/** JSON Feed 1.1, with the fields every item here must carry made required. */
const jsonFeed = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string().min(1),
  home_page_url: z.url(),
  feed_url: z.url(),
  description: z.string().optional(),
  language: z.string().min(2),
  icon: z.url().optional(),
  favicon: z.url().optional(),
  authors: z.array(author).optional(),
  items: z
    .array(
      z.object({
        id: z.string().min(1),
        url: z.url(),
        title: z.string().min(1),
        content_html: z.string().min(1),
        summary: z.string().min(1),
        image: z.url().optional(),
        date_published: rfc3339,
        date_modified: rfc3339.optional(),
        authors: z.array(author).min(1),
        tags: z.array(z.string()).optional(),
      }),
    )
    .min(1),
});

export function jsonFeedProblems(body: string, origin: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    return [`not JSON: ${String(error)}`];
  }
  const result = jsonFeed.safeParse(parsed);
  if (!result.success)
    return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const feed = result.data;
  return [feed.home_page_url, feed.feed_url, ...feed.items.map((item) => item.url)]
    .filter((url) => !isSiteUrl(url, origin))
    .map((url) => `links ${url}, not this site`);
}
