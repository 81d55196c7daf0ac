import type { HeadMeta } from './head-meta';
import {
  collectionSubpageUrl,
  jsonFeedUrl,
  siteFeedUrl,
  tagFeedUrl,
  userFeedUrl,
} from './routing/urls';

const RSS_MEDIA_TYPE = 'application/rss+xml';
const JSON_FEED_MEDIA_TYPE = 'application/feed+json';

/** A feed's name: the channel title, and the title of the links that point at it. */
const FEED_TITLES = {
  site: (productName: string) => `Latest stories on ${productName}`,
  user: (name: string, productName: string) => `Stories by ${name} on ${productName}`,
  tag: (tagTitle: string, productName: string) => `${tagTitle} on ${productName}`,
  publication: (name: string, productName: string) => `${name} on ${productName}`,
};

export interface FeedRef {
  /** Path of the RSS feed; its JSON Feed is at jsonFeedUrl(path). */
  path: string;
  title: string;
}

export const siteFeed = (productName: string): FeedRef => ({
  path: siteFeedUrl(),
  title: FEED_TITLES.site(productName),
});

export const userFeed = (user: { username: string; name: string }, productName: string) => ({
  path: userFeedUrl(user.username),
  title: FEED_TITLES.user(user.name, productName),
});

export const tagFeed = (tag: { slug: string; displayTitle: string }, productName: string) => ({
  path: tagFeedUrl(tag.slug),
  title: FEED_TITLES.tag(tag.displayTitle, productName),
});

/** /{collectionSlug}/feed: the publication's approved stories. */
export const publicationFeed = (
  collection: { id: string; slug: string; name: string; domain?: string | null },
  productName: string,
  options: { onCustomDomain?: boolean } = {},
): FeedRef => ({
  path: collectionSubpageUrl(collection, 'feed', options),
  title: FEED_TITLES.publication(collection.name, productName),
});

/** The <link rel="alternate"> pair that lets feed readers find a page's RSS and JSON feeds. */
export function feedDiscoveryLinks(feed: FeedRef, origin: string): NonNullable<HeadMeta['links']> {
  return [
    { rel: 'alternate', type: RSS_MEDIA_TYPE, title: feed.title, href: `${origin}${feed.path}` },
    {
      rel: 'alternate',
      type: JSON_FEED_MEDIA_TYPE,
      title: feed.title,
      href: `${origin}${jsonFeedUrl(feed.path)}`,
    },
  ];
}
