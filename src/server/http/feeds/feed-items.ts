import { openingWords } from '@shared/content/opening-words';
import { imageUrl } from '@shared/media/image-url';
import { postUrl, userUrl } from '@shared/routing/urls';
import { firstImageId } from '@server/domains/posts';
import { RASTER_FORMATS, contentTypeOf } from '@server/media/media-id';
import type { RasterFormat } from '@server/media/media-id';
import { escapeHtml } from '@server/lib/escape-html';
import type { FeedEntry } from '@server/domains/posts';
import { storyHtml, withoutTitleParagraph } from '../rendering/story-html';

/** What RSS and JSON Feed both say about one story; every URL absolute. */
export interface FeedItem {
  /** Stable across renames and moves: the story's short URL. */
  id: string;
  url: string;
  title: string;
  /** Plain text. */
  summary: string;
  contentHtml: string;
  image: { url: string; type: string } | null;
  author: FeedPerson;
  tags: string[];
  published: Date;
  modified: Date;
}

export interface FeedPerson {
  name: string;
  url: string;
  avatar: string | null;
}

/** What a feed as a whole says; the same for its RSS and JSON forms. */
export interface FeedChannel {
  title: string;
  /** Plain text. */
  description: string;
  homePageUrl: string;
  rssUrl: string;
  jsonUrl: string;
  language: string;
  generator: string;
  imageUrl: string | null;
  author: FeedPerson | null;
  /** The newest change the feed shows: its lastBuildDate and Last-Modified. */
  updated: Date;
}

/** Spec: shared images go through the image proxy at 1200 wide (as og:image). */
const FEED_IMAGE_WIDTH = 1200;

function avatarUrlFor(imageId: string | null, origin: string): string | null {
  return imageId
    ? `${origin}${imageUrl(imageId, { width: 128, height: 128, strategy: 'fill' })}`
    : null;
}

export function personOf(
  user: { name: string; username: string; imageId: string | null },
  origin: string,
): FeedPerson {
  return {
    name: user.name,
    url: `${origin}${userUrl(user.username)}`,
    avatar: avatarUrlFor(user.imageId, origin),
  };
}

/** The media type the proxy answers with for an id (it keeps the original format). */
function imageTypeOf(imageId: string): string | null {
  const extension = imageId.split('.').pop() ?? '';
  if (extension === 'svg') return contentTypeOf('svg');
  return RASTER_FORMATS.includes(extension as RasterFormat)
    ? contentTypeOf(extension as RasterFormat)
    : null;
}

function imageOf(entry: FeedEntry, origin: string): FeedItem['image'] {
  const imageId = entry.post.previewImageId ?? firstImageId(entry.post.content);
  const type = imageId ? imageTypeOf(imageId) : null;
  if (!imageId || !type) return null;
  return { url: `${origin}${imageUrl(imageId, { width: FEED_IMAGE_WIDTH })}`, type };
}

function contentOf(entry: FeedEntry, url: string, origin: string, opening: string): string {
  const { post } = entry;
  const link = `<p><a href="${escapeHtml(url)}">`;
  if (post.visibility === 'LOCKED') {
    // Member-only stories: the preview only, never the full text.
    const preview = post.previewSubtitle || post.subtitle || opening;
    return `<p>${escapeHtml(preview)}</p>${link}Continue reading on the site</a></p>`;
  }
  const body = storyHtml(withoutTitleParagraph(post.content.paragraphs, post.title), {
    origin,
    flavour: 'feed',
  });
  return `${body}${link}Originally published</a></p>`;
}

/**
 * One story of a feed. Its link uses `storyOrigin` (a publication's own
 * domain); its id, author and pictures stay on the site, so they never change.
 */
export function feedItemOf(entry: FeedEntry, origin: string, storyOrigin = origin): FeedItem {
  const { post, creator } = entry;
  const url = `${storyOrigin}${entry.path}`;
  // The opening words after a first paragraph that only repeats the title.
  const opening = openingWords(withoutTitleParagraph(post.content.paragraphs, post.title));
  const published = post.latestPublishedAt ?? post.updatedAt;
  const title = post.title.trim() || opening || creator.name;
  return {
    id: `${origin}${postUrl(post.id)}`,
    url,
    title,
    summary: post.previewSubtitle || post.subtitle || opening || title,
    contentHtml: contentOf(entry, url, origin, opening),
    image: imageOf(entry, origin),
    author: personOf(creator, origin),
    tags: entry.tags.map((tag) => tag.displayTitle),
    published,
    modified: post.updatedAt > published ? post.updatedAt : published,
  };
}

/** The newest moment among the items and the feed's owner (a renamed author changes the feed). */
export function newestChange(items: FeedItem[], owner: Date | null): Date {
  const times = [...items.map((item) => item.modified.getTime()), owner?.getTime() ?? 0];
  return new Date(Math.max(...times));
}
