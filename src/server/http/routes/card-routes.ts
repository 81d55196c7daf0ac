import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storyTitle } from '@shared/content/story-title';
import { SITE_TEXTS } from '@shared/seo/site-texts';
import {
  SITE_CARD_PATH,
  SITE_LOGO_PATH,
  cardVersion,
  storyCardPath,
} from '@shared/seo/social-image';
import type { GraphQLContext } from '@server/graphql/context';
import { loadReadableStory } from '@server/domains/posts';
import type { VariantCache } from '@server/media/variant-cache';
import { CARD_DESIGN_VERSION, renderCardImage } from '@server/social-cards/card-image';
import type { CardText } from '@server/social-cards/card-image';
import { renderLogoImage } from '@server/social-cards/logo-image';
import { sendRestError } from '../request/rest-error';

export const SOCIAL_PATH_PREFIX = '/_/social/';

export interface CardRouteOptions {
  /** The bounded cache of derived images, shared with the image proxy. */
  cache: VariantCache;
  productName: string;
  /** A context for a signed-out visitor: a card shows only what anyone may read. */
  buildVisitorContext: (request: FastifyRequest) => Promise<GraphQLContext>;
}

/** A story card's URL names its version, so its bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The site's card and logo follow PRODUCT_NAME, which an operator may change. */
const DAILY = 'public, max-age=86400';
const STORY_CARD_FILE = /^([0-9a-z]{1,12})\.png$/;

function sendPng(reply: FastifyReply, bytes: Buffer, cacheControl: string, isCacheHit: boolean) {
  return (
    reply
      .type('image/png')
      .header('cache-control', cacheControl)
      .header('x-media-cache', isCacheHit ? 'hit' : 'miss')
      // Shown by other sites and apps (link previews), so not limited to this origin.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(bytes)
  );
}

function sendMissing(reply: FastifyReply) {
  return sendRestError(reply.header('cache-control', 'no-store'), 404);
}

/**
 * Social images: the site's logo, the site's card and each story's drawn card
 * (for stories without a raster picture of their own). Each is drawn once and
 * kept in DATA_DIR/media-cache/social, keyed by everything drawn on it, so a
 * story card is drawn once per version of the story, not per request.
 */
export function registerCardRoutes(app: FastifyInstance, options: CardRouteOptions): void {
  const { cache } = options;
  const siteName = options.productName;

  const cardFor = (key: unknown[], card: CardText) =>
    cache.getOrRender(JSON.stringify(['card', CARD_DESIGN_VERSION, ...key, card]), 'png', () =>
      renderCardImage(card),
    );

  app.get(SITE_LOGO_PATH, async (_request, reply) => {
    const logo = await cache.getOrRender(JSON.stringify(['logo', siteName]), 'png', () =>
      renderLogoImage(siteName),
    );
    if (!logo) return sendMissing(reply);
    return sendPng(reply, logo.bytes, DAILY, logo.isCacheHit);
  });

  app.get(SITE_CARD_PATH, async (_request, reply) => {
    const card = await cardFor(['site'], {
      title: `${siteName} – ${SITE_TEXTS.tagline}`,
      byline: SITE_TEXTS.description,
      siteName,
    });
    if (!card) return sendMissing(reply);
    return sendPng(reply, card.bytes, DAILY, card.isCacheHit);
  });

  app.get(
    `${SOCIAL_PATH_PREFIX}p/:postId/:file`,
    async (request: FastifyRequest<{ Params: { postId: string; file: string } }>, reply) => {
      const version = STORY_CARD_FILE.exec(request.params.file)?.[1];
      if (!version) return sendMissing(reply);
      const loaded = await loadReadableStory(
        request.params.postId,
        await options.buildVisitorContext(request),
      );
      if (!('story' in loaded) || loaded.story.post.status !== 'PUBLISHED')
        return sendMissing(reply);
      const { post, creator } = loaded.story;
      // An older version's address leads to today's card.
      if (version !== cardVersion(post.updatedAt))
        return reply
          .header('cache-control', 'public, max-age=300')
          .redirect(storyCardPath(post.id, post.updatedAt), 301);
      const title = storyTitle({
        seoTitle: post.seoTitle,
        title: post.title,
        paragraphs: post.content.paragraphs,
        authorName: creator.name,
      });
      const card = await cardFor(['story', post.id, version], {
        title,
        byline: `by ${creator.name}`,
        siteName,
      });
      if (!card) return sendMissing(reply);
      return sendPng(reply, card.bytes, IMMUTABLE, card.isCacheHit);
    },
  );
}
