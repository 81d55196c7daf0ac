import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

/**
 * Reads an RSS feed the way feed readers do (a real feed parser) after
 * checking it is well-formed XML, and asserts every item is complete: title,
 * absolute link, guid, date, author, description and content.
 */
export function readRssFeed(xml: string, origin: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = parseFeed(xml);
  expect(feed.meta.type).toBe('rss');
  for (const item of feed.items) {
    const label = item.title ?? '(untitled item)';
    expect(item.title, label).toBeTruthy();
    expect(item.url?.startsWith(`${origin}/`), label).toBe(true);
    expect(item.id, label).toBeTruthy();
    expect(item.published, label).toBeInstanceOf(Date);
    expect(item.authors[0]?.name, label).toBeTruthy();
    expect(item.description, label).toBeTruthy();
    expect(item.content, label).toBeTruthy();
  }
  return feed;
}

interface JsonFeedItem {
  id: string;
  url: string;
  title: string;
  content_html: string;
  summary: string;
  image?: string;
  date_published: string;
  date_modified: string;
  authors: Array<{ name: string; url: string; avatar?: string }>;
  tags: string[];
}

export interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: string;
  icon?: string;
  authors?: Array<{ name: string; url: string; avatar?: string }>;
  items: JsonFeedItem[];
}

/**
 * Checks a JSON Feed against version 1.1's required fields (version, title,
 * items; per item an id and content), and that every item is as complete as
 * its RSS twin.
 */
export function readJsonFeed(body: string, origin: string): JsonFeed {
  const feed = JSON.parse(body) as JsonFeed;
  expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
  expect(typeof feed.title).toBe('string');
  expect(Array.isArray(feed.items)).toBe(true);
  expect(feed.feed_url.startsWith(`${origin}/`)).toBe(true);
  for (const item of feed.items) {
    const label = item.title;
    expect(typeof item.id, label).toBe('string');
    expect(item.content_html, label).toBeTruthy();
    expect(item.title, label).toBeTruthy();
    expect(item.url.startsWith(`${origin}/`), label).toBe(true);
    expect(item.summary, label).toBeTruthy();
    expect(Number.isNaN(Date.parse(item.date_published)), label).toBe(false);
    expect(item.authors[0]?.name, label).toBeTruthy();
  }
  return feed;
}
