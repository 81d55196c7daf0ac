import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicationFeed, siteFeed, tagFeed, userFeed } from '@shared/feeds';
import type { FeedRef } from '@shared/feeds';
import { ROUTE_FIRST_SEGMENTS } from '@shared/routing/route-segments';
import {
  collectionOrigin,
  collectionUrl,
  jsonFeedUrl,
  tagUrl,
  userUrl,
} from '@shared/routing/urls';
import { SITE_LANGUAGE } from '@shared/site-language';
import type { Database } from '@server/db/client';
import type { ServerConfig } from '@server/env';
import { SHARED_CACHE_CONTROL } from '../routes/amp';
import { sendConditionally } from '../request/conditional-get';
import { sendRestError } from '../request/rest-error';
import { answerThroughPageCache } from '../page-cache/kept-answer';
import type { KeptAnswer } from '../page-cache/kept-answer';
import type { PageCache } from '../page-cache/page-cache';
import type { CustomDomainResolver } from '../request/custom-domains';
import { surrogateKeysOf } from '../page-cache/surrogate-keys';
import { feedItemOf, newestChange, personOf } from './feed-items';
import type { FeedChannel, FeedItem, FeedPerson } from './feed-items';
import type { FeedEntry } from '@server/domains/posts';
import {
  findFeedAuthor,
  findFeedPublication,
  findFeedTag,
  listFeedStories,
} from '@server/domains/posts';
import { renderJsonFeed } from './json-feed';
import { renderRss } from './rss';

export interface FeedOptions {
  db: Database;
  config: Pick<ServerConfig, 'productName'>;
  /** Absolute base URL (config.publicUrl, or the local address). */
  publicUrl: string;
  /** Logged-out feeds are kept with the pages and go when what they list changes. */
  pageCache: PageCache | null;
  /** /feed on a publication's own domain is the publication's feed. */
  customDomains: CustomDomainResolver;
}

const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
const JSON_FEED_CONTENT_TYPE = 'application/feed+json; charset=utf-8';

type Format = 'rss' | 'json';

/** One feed, found: what it is called and lists, and what changed it last besides its stories. */
interface FoundFeed {
  ref: FeedRef;
  description: string;
  homePath: string;
  entries: FeedEntry[];
  author?: FeedPerson;
  /** The writer whose feed it is: a new name or picture changes it. */
  ownerId?: string;
  ownerUpdatedAt?: Date;
  /** Where its links point when not the site: a publication's own domain. */
  origin?: string;
}

interface RenderedFeed {
  body: string;
  contentType: string;
  updated: Date;
}

/**
 * The first segment of /{collectionSlug}/feed: a publication slug's letters, and
 * never a first segment of the route table (/tag/feed is the tag "feed"'s page),
 * so any other path falls through to the pages.
 */
const escaped = ROUTE_FIRST_SEGMENTS.map((segment) =>
  segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
);
const COLLECTION_SLUG_PARAM = `:collectionSlug(^(?!(?:${escaped.join('|')})$)[A-Za-z0-9-]+$)`;

function sendNotFound(reply: FastifyReply) {
  return sendRestError(reply.header('cache-control', 'no-store'), 404);
}

/**
 * RSS 2.0 feeds, each with a JSON Feed beside it at the same path plus /json:
 * /feed (the site), /feed/@{username}, /feed/tagged/{tag} and
 * /{collectionSlug}/feed. Any other path under /feed answers 404 at once,
 * without rendering a page.
 */
export function registerFeeds(app: FastifyInstance, options: FeedOptions): void {
  const siteOrigin = new URL(options.publicUrl).origin;
  const product = options.config.productName;

  function render(feed: FoundFeed, format: Format): RenderedFeed {
    const origin = feed.origin ?? siteOrigin;
    const items: FeedItem[] = feed.entries.map((entry) => feedItemOf(entry, siteOrigin, origin));
    const channel: FeedChannel = {
      title: feed.ref.title,
      description: feed.description,
      homePageUrl: `${origin}${feed.homePath}`,
      rssUrl: `${origin}${feed.ref.path}`,
      jsonUrl: `${origin}${jsonFeedUrl(feed.ref.path)}`,
      language: SITE_LANGUAGE,
      generator: product,
      imageUrl: feed.author?.avatar ?? null,
      author: feed.author ?? null,
      updated: newestChange(items, feed.ownerUpdatedAt ?? null),
    };
    return {
      body: format === 'rss' ? renderRss(channel, items) : renderJsonFeed(channel, items),
      contentType: format === 'rss' ? RSS_CONTENT_TYPE : JSON_FEED_CONTENT_TYPE,
      updated: channel.updated,
    };
  }

  /** A feed lists stories: publishing or unpublishing any may change it, as may editing one it lists. */
  function keptFeed(feed: FoundFeed | null, format: Format): KeptAnswer | null {
    if (!feed) return null;
    const rendered = render(feed, format);
    return {
      body: rendered.body,
      headers: { 'content-type': rendered.contentType, 'cache-control': SHARED_CACHE_CONTROL },
      keys: surrogateKeysOf([feed.entries, feed.ownerId ?? null], { listsStories: true }),
      lastModified: rendered.updated,
    };
  }

  function send(request: FastifyRequest, reply: FastifyReply, feed: FoundFeed, format: Format) {
    const rendered = render(feed, format);
    void reply.type(rendered.contentType).header('cache-control', SHARED_CACHE_CONTROL);
    return sendConditionally(request, reply, rendered.body, rendered.updated);
  }

  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    format: Format,
    find: () => Promise<FoundFeed | null>,
  ) {
    return answerThroughPageCache(options.pageCache, request, reply, {
      find,
      keep: (feed) => keptFeed(feed, format),
      send: (feed) => (feed ? send(request, reply, feed, format) : sendNotFound(reply)),
    });
  }

  async function siteFeedFound(): Promise<FoundFeed> {
    const ref = siteFeed(product);
    return {
      ref,
      description: ref.title,
      homePath: '/',
      entries: await listFeedStories(options.db, 'site'),
    };
  }

  async function userFeedFound(handle: string): Promise<FoundFeed | null> {
    if (!handle.startsWith('@')) return null;
    const user = await findFeedAuthor(options.db, handle.slice(1));
    if (!user) return null;
    const ref = userFeed(user, product);
    const author = personOf(user, siteOrigin);
    return {
      ref,
      description: user.bio || ref.title,
      homePath: userUrl(user.username),
      entries: await listFeedStories(options.db, { authorId: user.id }),
      author,
      ownerId: user.id,
      ownerUpdatedAt: user.updatedAt,
    };
  }

  async function tagFeedFound(slug: string): Promise<FoundFeed | null> {
    const tag = await findFeedTag(options.db, slug.toLowerCase());
    if (!tag) return null;
    const ref = tagFeed(tag, product);
    return {
      ref,
      description: `Latest stories tagged with ${tag.displayTitle} on ${product}`,
      homePath: tagUrl(tag.slug),
      entries: await listFeedStories(options.db, { tagSlug: tag.slug }),
      ownerUpdatedAt: tag.createdAt,
    };
  }

  async function publicationFeedFound(slug: string): Promise<FoundFeed | null> {
    const collection = await findFeedPublication(options.db, slug);
    if (!collection) return null;
    const entries = await listFeedStories(options.db, { collectionId: collection.id });
    const ref = publicationFeed(collection, product);
    const common = {
      description: collection.description || ref.title,
      ownerId: collection.id,
      ownerUpdatedAt: collection.updatedAt,
    };
    if (!collection.domain) return { ...common, ref, homePath: collectionUrl(collection), entries };
    // A publication with a live domain is read there: every link drops the leading slug.
    const onDomain = { onCustomDomain: true };
    const home = collectionUrl(collection);
    return {
      ...common,
      ref: { ...ref, path: publicationFeed(collection, product, onDomain).path },
      homePath: collectionUrl(collection, onDomain),
      entries: entries.map((entry) =>
        entry.path.startsWith(`${home}/`)
          ? { ...entry, path: entry.path.slice(home.length) }
          : entry,
      ),
      origin: collectionOrigin(collection, siteOrigin),
    };
  }

  /** The site's feed, or on a publication's own domain the publication's. */
  async function hostFeedFound(request: FastifyRequest): Promise<FoundFeed | null> {
    const domain = await options.customDomains.resolve(request.hostname);
    if (domain?.kind === 'collection') return publicationFeedFound(domain.collectionSlug);
    return siteFeedFound();
  }

  for (const format of ['rss', 'json'] as const) {
    const suffix = format === 'json' ? '/json' : '';
    app.get(`/feed${suffix}`, async (request, reply) =>
      answer(request, reply, format, () => hostFeedFound(request)),
    );
    app.get(
      `/feed/:handle${suffix}`,
      async (request: FastifyRequest<{ Params: { handle: string } }>, reply) =>
        answer(request, reply, format, () => userFeedFound(request.params.handle)),
    );
    app.get(
      `/feed/tagged/:tag${suffix}`,
      async (request: FastifyRequest<{ Params: { tag: string } }>, reply) =>
        answer(request, reply, format, () => tagFeedFound(request.params.tag)),
    );
    app.get(
      `/${COLLECTION_SLUG_PARAM}/feed${suffix}`,
      async (request: FastifyRequest<{ Params: { collectionSlug: string } }>, reply) =>
        answer(request, reply, format, () => publicationFeedFound(request.params.collectionSlug)),
    );
  }
  app.get('/feed/*', async (_request, reply) => sendNotFound(reply));
}
