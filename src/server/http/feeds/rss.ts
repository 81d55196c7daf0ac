import { Feed } from 'feed';
import { escapeHtml } from '@server/lib/escape-html';
import type { FeedChannel, FeedItem } from './feed-items';

// Characters XML 1.0 forbids even when escaped; the feed library passes them through.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlSafe = (text: string) => text.replace(INVALID_XML, '');

/**
 * RSS readers take a description (and many a title) as HTML, so plain text
 * (a title, a subtitle, a bio) is escaped as HTML first: "<img onerror>" in a subtitle must reach the
 * reader as the text "<img onerror>", never as an element.
 */
const textAsHtml = (text: string) => xmlSafe(escapeHtml(text));

function rssItemOf(item: FeedItem) {
  return {
    title: textAsHtml(item.title),
    link: item.url,
    guid: item.id,
    date: item.modified,
    published: item.published,
    description: textAsHtml(item.summary),
    content: xmlSafe(item.contentHtml),
    category: item.tags.map((tag) => ({ name: xmlSafe(tag) })),
    ...(item.image ? { enclosure: { url: item.image.url, type: item.image.type } } : {}),
    // <author> must be an e-mail address in RSS 2.0; a name goes in dc:creator.
    extensions: [{ name: 'dc:creator', objects: { _text: xmlSafe(item.author.name) } }],
  };
}

/** An RSS 2.0 document with the full text of public stories (content:encoded). */
export function renderRss(channel: FeedChannel, items: FeedItem[]): string {
  const feed = new Feed({
    title: textAsHtml(channel.title),
    description: textAsHtml(channel.description),
    id: channel.homePageUrl,
    link: channel.homePageUrl,
    language: channel.language,
    generator: channel.generator,
    updated: channel.updated,
    feedLinks: { rss: channel.rssUrl, json: channel.jsonUrl },
    ...(channel.imageUrl ? { image: channel.imageUrl } : {}),
  });
  for (const item of items) feed.addItem(rssItemOf(item));
  return feed.rss2();
}
