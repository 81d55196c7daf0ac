import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '@server/env';
import { onContentChange } from '@server/lib/content-changes';
import type { ContentChange } from '@server/lib/content-changes';
import { SESSION_COOKIE } from '../request/identity';
import { TEST_FLAGS_COOKIE } from '../request/request-flags';
import { hasAcceptedPrivacyPolicy, isEuVisitor } from '../request/visitor-traits';
import { prepareCachedPage } from './cached-response';
import { shareContentChanges } from './cluster-sharing';
import { createPageStore } from './page-store';
import type { CachedPage } from './page-store';
import { createPurgeHook } from './purge-hook';

export type { CachedPage } from './page-store';

/** How a signed-in reader's page says it is the logged-out copy (read by the client). */
const SIGNED_OUT_COPY = 'signed-out-copy;desc="Served while the server is busy"';

type PageCacheConfig = Pick<ServerConfig, 'pageCache' | 'privacyBanner' | 'euCountryHeader'>;

/**
 * The logged-out page cache: which requests it answers, under what key, with
 * which shared-cache headers, and how changes reach it (this process, the
 * other app processes, the CDN's purge hook). Signed-in requests (a session
 * cookie) never reach it; only 200 pages without Set-Cookie are stored.
 */
export function createPageCache(config: PageCacheConfig, log: (error: unknown) => void) {
  const settings = config.pageCache;
  const store = createPageStore({
    maxBytes: settings.maxBytes,
    ttlMs: settings.ttlSeconds * 1000,
  });
  const purge = settings.purgeUrl ? createPurgeHook(settings.purgeUrl, log) : null;
  const sharing = shareContentChanges((change) => store.invalidate(change));
  const unsubscribe = settings.enabled
    ? onContentChange((change: ContentChange) => {
        store.invalidate(change);
        sharing.send(change);
        void purge?.(change);
      })
    : () => {};

  // The HTML differs by session (Cookie), encoding, host (custom domains) and, when the
  // privacy banner follows the visitor's country, the header that names it.
  const vary = ['Cookie', 'Accept-Encoding', 'Host']
    .concat(config.privacyBanner === 'auto' ? [config.euCountryHeader] : [])
    .join(', ');
  const cacheControl = `public, max-age=0, s-maxage=${settings.ttlSeconds}, stale-while-revalidate=${settings.staleSeconds}`;

  /** The key of a logged-out page request, or null when the cache must not answer it. */
  function keyOf(request: FastifyRequest, options: { asSignedOut?: boolean } = {}): string | null {
    if (!settings.enabled || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
    if (request.cookies[SESSION_COOKIE] && !options.asSignedOut) return null;
    const isEu = isEuVisitor(request, config.privacyBanner, config.euCountryHeader);
    const variant = [
      isEu ? 'eu' : '',
      isEu && hasAcceptedPrivacyPolicy(request) ? 'accepted' : '',
      request.cookies[TEST_FLAGS_COOKIE] ?? '',
    ].join('|');
    return `${request.host.toLowerCase()} ${request.url} ${variant}`;
  }

  return {
    keyOf,
    vary,
    /**
     * Answers from the cache, or renders once for every concurrent request of
     * the key. `render` returns null for a page that is not to be kept; the
     * caller then renders and sends it as usual (returns false).
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      render: () => Promise<CachedPage | null>,
    ): Promise<boolean> {
      const found = await store.get(key, render);
      if (!found.page) return false;
      const hit = found.outcome !== 'miss';
      await reply.send(prepareCachedPage(request, reply, found.page, { cacheControl, vary, hit }));
      return true;
    },
    /**
     * While the server sheds load, a kept logged-out copy is cheaper than a
     * 503: anyone asking for a kept page gets it, signed-in readers too
     * (Discourse does the same), marked `Server-Timing: signed-out-copy` so the
     * client knows the viewer's own state is missing. Returns the body, or
     * null when no copy is kept.
     */
    busyAnswer(request: FastifyRequest, reply: FastifyReply): Buffer | string | null {
      const key = keyOf(request, { asSignedOut: true });
      const page = key ? store.peek(key) : undefined;
      if (!page) return null;
      if (!request.cookies[SESSION_COOKIE])
        return prepareCachedPage(request, reply, page, { cacheControl, vary, hit: true });
      const body = prepareCachedPage(request, reply, page, {
        cacheControl: 'private, no-store',
        vary,
        hit: true,
      });
      void reply.header('server-timing', SIGNED_OUT_COPY);
      return body;
    },
    close(): void {
      unsubscribe();
      sharing.stop();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
