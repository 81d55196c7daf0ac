import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { execute } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { resolveRoute, splitNavigationParams } from '@shared/resolve-route';
import type { PreloadedState } from '@shared/ssr-contract';
import type { GraphQLContext } from '@server/graphql/context';
import { isLoggedIn } from '../request/identity';
import { renderDocument, renderStaticDocument } from '../rendering/document';
import { GOOGLE_IDENTITY_SOURCES, pagePolicy } from '../rendering/content-security-policy';
import { captchaCspSources } from '@server/domains/auth';
import { isDeletedPublicationSlug } from '@server/domains/publications';
import type { CspSources } from '@server/domains/auth';
import type { RendererHandle } from '../rendering/renderer';
import { hasAcceptedPrivacyPolicy, isBot, isEuVisitor } from '../request/visitor-traits';
import { oneTapClientId } from '@server/env';
import type { ServerConfig } from '@server/env';
import type { RequestFlags } from '../request/request-flags';
import type { CustomDomainResolver } from '../request/custom-domains';
import { isFlagOn } from '@shared/flags';
import { collectionOrigin } from '@shared/routing/urls';
import { compressedBodies } from '../page-cache/cached-response';
import type { CachedPage, PageCache } from '../page-cache/page-cache';
import { createKeyCollector } from '../page-cache/surrogate-keys';

export interface PageOptions {
  config: ServerConfig;
  schema: GraphQLSchema;
  renderer: RendererHandle;
  flagsFor: RequestFlags;
  version: string;
  customDomains: CustomDomainResolver;
  buildContext: (request: FastifyRequest) => Promise<GraphQLContext>;
  /** Logged-out pages kept and shared; null when PAGE_CACHE=false. */
  pageCache: PageCache | null;
}

/** The screen a deleted publication's pages show, answered 410 Gone. */
const GONE_ROUTE = 'ShowCollectionGone';

/** A publication page (not a story under it: stories fall back to their authors) of a deleted publication. */
async function namesDeletedPublication(
  resolved: ReturnType<typeof resolveRoute>,
  context: GraphQLContext,
): Promise<boolean> {
  if (resolved.kind !== 'screen' || resolved.route.table !== 'collection') return false;
  const slug = resolved.params.collectionSlug;
  if (!slug || 'postId' in resolved.params) return false;
  return isDeletedPublicationSlug(context.db, slug);
}

/** On a publication's domain, a path still naming its slug (/{slug}/about): the short form (/about). */
function withoutLeadingSlug(
  pathname: string,
  domain: NonNullable<PreloadedState['customDomain']>,
): string | null {
  if (domain.kind !== 'collection') return null;
  const prefix = `/${domain.collectionSlug.toLowerCase()}`;
  const lower = pathname.toLowerCase();
  if (lower === prefix) return '/';
  return lower.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

/** The page's address: on a publication's domain, that domain with the site's scheme and port. */
function canonicalUrlOf(
  location: string,
  domain: PreloadedState['customDomain'],
  hostname: string,
  publicUrl: string,
): string {
  if (domain?.kind !== 'collection') return new URL(location, publicUrl).toString();
  const origin = collectionOrigin({ id: '', domain: hostname.replace(/:\d+$/, '') }, publicUrl);
  return new URL(location, origin).toString();
}

/** Removes trailing slashes: '/me/stories/' → '/me/stories' (the root stays '/'). */
function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

interface HtmlPage {
  /** The page with an empty nonce: what the ETag covers, so unchanged pages revalidate to 304. */
  withoutNonce: string;
  /** The page as sent, with this response's nonce on its scripts. */
  withNonce: (nonce: string) => Promise<string>;
}

interface HtmlPageTraits {
  isPublic: boolean;
  refusesFraming: boolean;
  thirdParties: CspSources[];
  devWebSocket: string | null;
}

const etagOf = (html: HtmlPage) =>
  `W/"${createHash('sha1').update(html.withoutNonce).digest('base64url')}"`;

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: HtmlPage,
  status: number,
  page: HtmlPageTraits,
) {
  const etag = etagOf(html);
  void reply
    .header(
      'cache-control',
      page.isPublic ? 'public, max-age=0, must-revalidate' : 'private, no-cache',
    )
    .header('vary', 'Cookie')
    .header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  const nonce = randomBytes(16).toString('base64');
  void reply.header('content-security-policy', pagePolicy({ nonce, ...page }));
  if (page.refusesFraming) void reply.header('x-frame-options', 'DENY');
  return html
    .withNonce(nonce)
    .then((body) => reply.code(status).type('text/html; charset=utf-8').send(body));
}

type PageOutcome =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'html';
      status: number;
      html: HtmlPage;
      page: HtmlPageTraits;
      /** The ids the page shows (surrogate keys). */
      keys: string[];
    };

export function registerPages(app: FastifyInstance, options: PageOptions): void {
  const { config, renderer, pageCache } = options;

  function baseState(request: FastifyRequest, isShared: boolean): PreloadedState {
    const viewerId = isLoggedIn(request.identity?.userId) ? request.identity.userId : null;
    const isEu = isEuVisitor(request, config.privacyBanner, config.euCountryHeader);
    return {
      routeName: null,
      params: {},
      location: '/',
      status: 200,
      viewerId,
      config: {
        productName: config.productName,
        buildId: renderer.buildId,
        version: options.version,
        statusPageUrl: config.statusPageUrl,
        oneTapClientId: oneTapClientId(config),
      },
      // A shared copy does not vary by User-Agent; the server drops bots' reports anyway.
      clientFlags: {
        isBot: !isShared && isBot(request.headers['user-agent']),
        isEu,
        routingEntity: 'DEFAULT',
      },
      showPrivacyBanner: isEu && !viewerId && !hasAcceptedPrivacyPolicy(request),
      navigation: { referrerSource: null, responsesOpen: false, unsafeRedirectUrl: null },
      customDomain: null,
    };
  }

  async function buildPage(request: FastifyRequest, isShared: boolean): Promise<PageOutcome> {
    const url = new URL(request.url, 'http://localhost');
    const keepsQuery = url.searchParams.has('_branch_view_id');
    const pathname = withoutTrailingSlash(url.pathname);
    if (pathname !== url.pathname && !keepsQuery) {
      return { kind: 'redirect', location: pathname + url.search };
    }
    const customDomain = await options.customDomains.resolve(request.hostname);
    const shortPath = customDomain ? withoutLeadingSlug(pathname, customDomain) : null;
    if (shortPath !== null) return { kind: 'redirect', location: shortPath + url.search };
    const flags = await options.flagsFor(request);
    const resolved = resolveRoute(pathname, flags, {
      ...(customDomain ? { customDomain } : {}),
      allowsTestRoutes: config.enableTestRoutes,
    });
    if (resolved.kind === 'redirect')
      return { kind: 'redirect', location: resolved.location + url.search };

    const nav = keepsQuery
      ? { search: url.search, referrerSource: null, unsafeRedirectUrl: null, responsesOpen: false }
      : splitNavigationParams(url.search);
    const state: PreloadedState = {
      ...baseState(request, isShared),
      routeName: resolved.kind === 'screen' ? resolved.route.name : null,
      params: resolved.kind === 'screen' ? resolved.params : {},
      location: pathname + nav.search,
      navigation: {
        referrerSource: nav.referrerSource,
        responsesOpen:
          nav.responsesOpen || (resolved.kind === 'screen' && !!resolved.route.opensResponses),
        unsafeRedirectUrl: nav.unsafeRedirectUrl,
      },
      customDomain,
    };
    if (customDomain)
      state.clientFlags.routingEntity = customDomain.kind === 'user' ? 'USER' : 'COLLECTION';

    // One context per page: the shell and screen queries share its DataLoaders.
    const contextValue = await options.buildContext(request);
    if (await namesDeletedPublication(resolved, contextValue)) state.routeName = GONE_ROUTE;
    const origin = new URL(contextValue.publicUrl).origin;
    const shown = createKeyCollector();
    const result = await (
      await renderer.getRenderer()
    ).renderPage({
      state,
      origin,
      twitterSite: config.twitterSite,
      execute: async (document, variableValues) => {
        const executed = await execute({
          schema: options.schema,
          document,
          variableValues,
          contextValue,
        });
        shown.collect(executed);
        return executed;
      },
    });
    // Custom domains drop the leading segment, so their paths are never the canonical ones.
    if (result.redirectTo && !customDomain)
      return { kind: 'redirect', location: result.redirectTo + url.search };
    const refusesFraming =
      !!result.refusesFraming && !isFlagOn(flags, 'enable_post_page_curation_tools');
    state.status = result.status;
    state.routeName = result.routeName;
    // An error page (404, 410, 500…) is not a page to index: it names no canonical URL.
    const isErrorPage = result.status >= 400;
    const documentWith = (nonce: string) =>
      renderDocument({
        result: isErrorPage ? { ...result, head: { ...result.head, canonical: null } } : result,
        state,
        assets: renderer.assetsFor(result.screenSource),
        environment: config.nodeEnv,
        canonicalUrl:
          config.publicUrl && !isErrorPage
            ? canonicalUrlOf(state.location, customDomain, request.hostname, config.publicUrl)
            : null,
        guardsFraming: refusesFraming,
        nonce,
      });
    const html: HtmlPage = {
      withoutNonce: documentWith(''),
      withNonce: async (nonce) =>
        renderer.transformHtml
          ? renderer.transformHtml(request.url, documentWith(nonce), nonce)
          : documentWith(nonce),
    };
    return {
      kind: 'html',
      status: result.status,
      html,
      keys: shown.keys(result.routeName),
      page: {
        // A member-only body served whole (a friend link, a member) is for this reader alone.
        isPublic: !state.viewerId && !contextValue.loaders.readerMeter.hasServedLockedBody(),
        refusesFraming,
        thirdParties: [
          // One-tap is offered to logged-out visitors only.
          !state.viewerId && oneTapClientId(config) !== null ? GOOGLE_IDENTITY_SOURCES : null,
          // Any page can open the sign-in dialog, and with it the captcha widget.
          !state.viewerId ? captchaCspSources(config.captcha) : null,
        ].filter((sources) => sources !== null),
        devWebSocket: renderer.devWebSocketFor?.(request.hostname) ?? null,
      },
    };
  }

  /** A page every logged-out visitor may be given: 200, and nothing set for this visitor. */
  async function sharedCopyOf(
    outcome: PageOutcome,
    reply: FastifyReply,
  ): Promise<CachedPage | null> {
    if (
      outcome.kind !== 'html' ||
      outcome.status !== 200 ||
      !outcome.page.isPublic ||
      reply.hasHeader('set-cookie')
    )
      return null;
    // One nonce per stored copy: it changes with every render (see docs/decisions/025-page-cache.md).
    const nonce = randomBytes(16).toString('base64');
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': pagePolicy({ nonce, ...outcome.page }),
    };
    if (outcome.page.refusesFraming) headers['x-frame-options'] = 'DENY';
    return {
      status: outcome.status,
      bodies: await compressedBodies(await outcome.html.withNonce(nonce)),
      etag: etagOf(outcome.html),
      headers,
      keys: outcome.keys,
    };
  }

  function send(request: FastifyRequest, reply: FastifyReply, outcome: PageOutcome) {
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 301);
    return sendHtml(request, reply, outcome.html, outcome.status, outcome.page);
  }

  app.get('/*', async (request, reply) => {
    // Paths served without a visitor (files, feeds) are never pages.
    if (!request.identity) return reply.callNotFound();
    const key = pageCache?.keyOf(request) ?? null;
    if (!pageCache || !key) return send(request, reply, await buildPage(request, false));
    // Logged out: one render serves every concurrent request, and later ones until a change.
    let rendered: PageOutcome | null = null;
    const isServed = await pageCache.serve(request, reply, key, async () => {
      rendered = await buildPage(request, true);
      return sharedCopyOf(rendered, reply);
    });
    if (isServed) return reply;
    return send(request, reply, rendered ?? (await buildPage(request, true)));
  });
}

/** The generic 500 page; rendered without client code so it cannot fail the same way twice. */
export async function renderServerErrorPage(
  request: FastifyRequest,
  options: Pick<PageOptions, 'renderer' | 'config' | 'version'>,
): Promise<string> {
  const state = {
    config: {
      productName: options.config.productName,
      statusPageUrl: options.config.statusPageUrl,
    },
  } as PreloadedState;
  try {
    const bodyHtml = (await options.renderer.getRenderer()).renderServerError(state);
    return renderStaticDocument({
      title: `${options.config.productName}`,
      bodyHtml,
      styles: options.renderer.assetsFor('').styles,
      environment: options.config.nodeEnv,
    });
  } catch (error) {
    request.log.error({ err: error }, 'rendering the 500 page failed');
    return renderStaticDocument({
      title: options.config.productName,
      bodyHtml: '<main><h1>500</h1><p>Apologies, but something went wrong on our end.</p></main>',
      styles: [],
    });
  }
}
