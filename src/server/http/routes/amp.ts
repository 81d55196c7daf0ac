import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext } from '@server/graphql/context';
import type { ServerConfig } from '@server/env';
import { storyTitle } from '@shared/content/story-title';
import { storySocialImage } from '@shared/seo/social-image';
import { articleJsonLd } from '@shared/seo/structured-data';
import { escapeHtml } from '@server/lib/escape-html';
import { renderAmpDocument } from '../rendering/amp-document';
import { AMP_POLICY } from '../rendering/content-security-policy';
import { loadReadableStory, previewImageOf } from '@server/domains/posts';
import type { LoadedStory } from '@server/domains/posts';
import { answerThroughPageCache } from '../page-cache/kept-answer';
import type { PageCache } from '../page-cache/page-cache';
import { surrogateKeysOf } from '../page-cache/surrogate-keys';

export interface AmpOptions {
  config: Pick<ServerConfig, 'productName'>;
  buildContext: (request: FastifyRequest) => Promise<GraphQLContext>;
  /** Logged-out AMP stories are kept with the pages and go when the story changes. */
  pageCache: PageCache | null;
}

/** An AMP story, rendered, or the status it answers instead. */
type AmpAnswer = { html: string; story: LoadedStory } | { status: number };

/** Spec: feeds and AMP pages may be cached by anyone for five minutes. */
export const SHARED_CACHE_CONTROL = 'public, max-age=300';

const AMP_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': SHARED_CACHE_CONTROL,
  'content-security-policy': AMP_POLICY,
};

function ampStoryOf(story: LoadedStory, origin: string, productName: string) {
  const { post, creator } = story;
  const canonicalUrl = post.canonicalUrl || `${origin}${story.path}`;
  const published = post.firstPublishedAt ?? post.latestPublishedAt;
  const author = { name: creator.name, url: `${origin}/@${creator.username}` };
  const headline = storyTitle({
    seoTitle: post.seoTitle,
    title: post.title,
    paragraphs: post.content.paragraphs,
    authorName: creator.name,
  });
  const pictures = post.content.paragraphs.flatMap((p) =>
    p.type === 'IMG' && p.metadata ? [p.metadata] : [],
  );
  const image = storySocialImage({
    id: post.id,
    updatedAt: post.updatedAt.toISOString(),
    title: headline,
    authorName: creator.name,
    previewImage: previewImageOf(post),
    pictures,
  });
  return {
    title: post.title,
    subtitle: post.subtitle,
    paragraphs: post.content.paragraphs,
    isLocked: post.visibility === 'LOCKED',
    canonicalUrl,
    authorName: creator.name,
    authorUrl: author.url,
    publishedAt: published ? published.toISOString() : null,
    tags: story.tags,
    jsonLd: articleJsonLd(
      {
        headline,
        url: `${origin}${story.path}`,
        image,
        datePublished: published?.toISOString() ?? null,
        dateModified: post.updatedAt.toISOString(),
        author,
        isAccessibleForFree: post.visibility !== 'LOCKED',
      },
      { origin, productName },
    ),
  };
}

function sendMissing(reply: FastifyReply, status: number) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><title>${status}</title><h1>${escapeHtml(String(status))}</h1>`);
}

/** /amp/p/{postId} (and under a publication): the story as a valid AMP page. */
export function registerAmp(app: FastifyInstance, options: AmpOptions): void {
  async function find(request: FastifyRequest<{ Params: { postId: string } }>): Promise<AmpAnswer> {
    const ctx = await options.buildContext(request);
    const loaded = await loadReadableStory(request.params.postId, ctx);
    if (!('story' in loaded)) return { status: loaded.status };
    // Drafts are never cached publicly and have no AMP version.
    if (loaded.story.post.status !== 'PUBLISHED') return { status: 404 };
    const origin = new URL(ctx.publicUrl).origin;
    const story = ampStoryOf(loaded.story, origin, options.config.productName);
    let html = renderAmpDocument(story, { origin, productName: options.config.productName });
    if (loaded.story.post.visibility === 'UNLISTED')
      html = html.replace(
        '<meta charset="utf-8">',
        '<meta charset="utf-8"><meta name="robots" content="noindex">',
      );
    return { html, story: loaded.story };
  }

  const handler = async (
    request: FastifyRequest<{ Params: { postId: string } }>,
    reply: FastifyReply,
  ) =>
    answerThroughPageCache(options.pageCache, request, reply, {
      find: () => find(request),
      keep: (found) =>
        'html' in found
          ? {
              body: found.html,
              headers: AMP_HEADERS,
              keys: surrogateKeysOf(found.story, { listsStories: false }),
            }
          : null,
      send: (found) =>
        'html' in found
          ? reply.headers(AMP_HEADERS).send(found.html)
          : sendMissing(reply, found.status),
    });
  app.get('/amp/p/:postId', handler);
  app.get('/:collectionSlug/amp/p/:postId', handler);
}
