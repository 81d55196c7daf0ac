import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { ServerConfig } from '../env';
import { SHARED_CACHE_CONTROL } from './amp';
import { findFeedTag, findFeedUser, listTagFeed, listUserFeed } from './feed-queries';
import { avatarUrlFor, renderRss } from './rss';

export interface FeedOptions {
  db: Database;
  config: Pick<ServerConfig, 'productName'>;
  /** Absolute base URL (config.publicUrl, or the local address). */
  publicUrl: string;
}

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

function sendFeed(reply: FastifyReply, xml: string) {
  return reply.type(RSS_CONTENT_TYPE).header('cache-control', SHARED_CACHE_CONTROL).send(xml);
}

function sendNotFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'NotFound' });
}

/** RSS 2.0 feeds: /feed/@{username} and /feed/tagged/{tag}. */
export function registerFeeds(app: FastifyInstance, options: FeedOptions): void {
  const origin = new URL(options.publicUrl).origin;
  const product = options.config.productName;

  app.get(
    '/feed/:handle',
    async (request: FastifyRequest<{ Params: { handle: string } }>, reply) => {
      const { handle } = request.params;
      if (!handle.startsWith('@')) return sendNotFound(reply);
      const user = await findFeedUser(options.db, handle.slice(1));
      if (!user) return sendNotFound(reply);
      const entries = await listUserFeed(options.db, user.id);
      const channel = {
        title: `Stories by ${user.name} on ${product}`,
        description: user.bio || `Stories by ${user.name} on ${product}`,
        link: `${origin}/@${user.username}`,
        selfUrl: `${origin}/feed/@${user.username}`,
        imageUrl: avatarUrlFor(user.imageId, origin),
      };
      return sendFeed(reply, renderRss(channel, entries, origin));
    },
  );

  app.get(
    '/feed/tagged/:tag',
    async (request: FastifyRequest<{ Params: { tag: string } }>, reply) => {
      const tag = await findFeedTag(options.db, request.params.tag.toLowerCase());
      if (!tag) return sendNotFound(reply);
      const entries = await listTagFeed(options.db, tag.slug);
      const channel = {
        title: `${tag.displayTitle} on ${product}`,
        description: `Latest stories tagged with ${tag.displayTitle} on ${product}`,
        link: `${origin}/tag/${encodeURIComponent(tag.slug)}`,
        selfUrl: `${origin}/feed/tagged/${encodeURIComponent(tag.slug)}`,
      };
      return sendFeed(reply, renderRss(channel, entries, origin));
    },
  );
}
