import { imageUrl } from '../../shared/media/image-url';
import type { FeedEntry } from './feed-queries';
import { storyHtml, withoutTitleParagraph } from './story-html';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself. */
  selfUrl: string;
  imageUrl?: string | null;
}

// Characters XML 1.0 forbids even when escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/**
 * RSS readers take a description as HTML, so plain text (a subtitle, a bio)
 * is escaped as HTML first and then as XML: "<img onerror>" in a subtitle
 * must reach the reader as the text "<img onerror>", never as an element.
 */
const textAsHtmlElement = (name: string, text: string) => element(name, escapeXml(text));

function contentOf(entry: FeedEntry, origin: string): string {
  const { post } = entry;
  const url = `${origin}${entry.path}`;
  if (post.visibility === 'LOCKED') {
    // Member-only stories: the preview only, never the full text.
    const preview = post.previewSubtitle ?? post.subtitle;
    return `<p>${escapeXml(preview)}</p><p><a href="${escapeXml(url)}">Continue reading on the site</a></p>`;
  }
  const body = storyHtml(withoutTitleParagraph(post.content.paragraphs, post.title), {
    origin,
    flavour: 'feed',
  });
  return `${body}<p><a href="${escapeXml(url)}">Originally published</a></p>`;
}

function itemOf(entry: FeedEntry, origin: string): string {
  const { post } = entry;
  const published = post.latestPublishedAt ?? post.updatedAt;
  return [
    '<item>',
    element('title', post.title),
    element('link', `${origin}${entry.path}`),
    `<guid isPermaLink="false">${escapeXml(`${origin}/p/${post.id}`)}</guid>`,
    element('dc:creator', entry.creator.name),
    element('pubDate', published.toUTCString()),
    ...entry.tags.map((tag) => element('category', tag.displayTitle)),
    textAsHtmlElement('description', post.previewSubtitle ?? post.subtitle),
    element('content:encoded', contentOf(entry, origin)),
    '</item>',
  ].join('');
}

/** An RSS 2.0 document with full content for public stories (content:encoded). */
export function renderRss(channel: FeedChannel, entries: FeedEntry[], origin: string): string {
  const newest = entries[0]?.post.latestPublishedAt ?? null;
  const image = channel.imageUrl
    ? `<image><url>${escapeXml(channel.imageUrl)}</url>${element('title', channel.title)}${element('link', channel.link)}</image>`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"' +
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">' +
    '<channel>' +
    element('title', channel.title) +
    textAsHtmlElement('description', channel.description) +
    element('link', channel.link) +
    image +
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>` +
    element('generator', 'Quire') +
    (newest ? element('lastBuildDate', newest.toUTCString()) : '') +
    entries.map((entry) => itemOf(entry, origin)).join('') +
    '</channel></rss>'
  );
}

export function avatarUrlFor(imageId: string | null, origin: string): string | null {
  return imageId
    ? `${origin}${imageUrl(imageId, { width: 128, height: 128, strategy: 'fill' })}`
    : null;
}
