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
import type { CspSources } from '@server/domains/auth';
import type { RendererHandle } from '../rendering/renderer';
import { hasAcceptedPrivacyPolicy, isBot, isEuVisitor } from '../request/visitor-traits';
import { oneTapClientId } from '@server/env';
import type { ServerConfig } from '@server/env';
import type { RequestFlags } from '../request/request-flags';
import type { CustomDomainResolver } from '../request/custom-domains';
import { isFlagOn } from '@shared/flags';

export interface PageOptions {
  config: ServerConfig;
  schema: GraphQLSchema;
  renderer: RendererHandle;
  flagsFor: RequestFlags;
  version: string;
  customDomains: CustomDomainResolver;
  buildContext: (request: FastifyRequest) => Promise<GraphQLContext>;
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

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: HtmlPage,
  status: number,
  page: {
    isPublic: boolean;
    refusesFraming: boolean;
    thirdParties: CspSources[];
    devWebSocket: string | null;
  },
) {
  const etag = `W/"${createHash('sha1').update(html.withoutNonce).digest('base64url')}"`;
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

export function registerPages(app: FastifyInstance, options: PageOptions): void {
  const { config, renderer } = options;

  function baseState(request: FastifyRequest): PreloadedState {
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
      clientFlags: { isBot: isBot(request.headers['user-agent']), isEu, routingEntity: 'DEFAULT' },
      showPrivacyBanner: isEu && !viewerId && !hasAcceptedPrivacyPolicy(request),
      navigation: { referrerSource: null, responsesOpen: false, unsafeRedirectUrl: null },
      customDomain: null,
    };
  }

  app.get('/*', async (request, reply) => {
    // Paths served without a visitor (files, feeds) are never pages.
    if (!request.identity) return reply.callNotFound();
    const url = new URL(request.url, 'http://localhost');
    const keepsQuery = url.searchParams.has('_branch_view_id');
    const pathname = withoutTrailingSlash(url.pathname);
    if (pathname !== url.pathname && !keepsQuery) {
      return reply.redirect(pathname + url.search, 301);
    }
    const customDomain = await options.customDomains.resolve(request.hostname);
    const flags = await options.flagsFor(request);
    const resolved = resolveRoute(pathname, flags, {
      ...(customDomain ? { customDomain } : {}),
      allowsTestRoutes: config.enableTestRoutes,
    });
    if (resolved.kind === 'redirect') return reply.redirect(resolved.location + url.search, 301);

    const nav = keepsQuery
      ? { search: url.search, referrerSource: null, unsafeRedirectUrl: null, responsesOpen: false }
      : splitNavigationParams(url.search);
    const state: PreloadedState = {
      ...baseState(request),
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
    const origin = new URL(contextValue.publicUrl).origin;
    const result = await (
      await renderer.getRenderer()
    ).renderPage({
      state,
      origin,
      twitterSite: config.twitterSite,
      execute: async (document, variableValues) =>
        execute({ schema: options.schema, document, variableValues, contextValue }),
    });
    // Custom domains drop the leading segment, so their paths are never the canonical ones.
    if (result.redirectTo && !customDomain)
      return reply.redirect(result.redirectTo + url.search, 301);
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
            ? new URL(state.location, config.publicUrl).toString()
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
    return sendHtml(request, reply, html, result.status, {
      isPublic: !state.viewerId,
      refusesFraming,
      thirdParties: [
        // One-tap is offered to logged-out visitors only.
        !state.viewerId && oneTapClientId(config) !== null ? GOOGLE_IDENTITY_SOURCES : null,
        // Any page can open the sign-in dialog, and with it the captcha widget.
        !state.viewerId ? captchaCspSources(config.captcha) : null,
      ].filter((sources) => sources !== null),
      devWebSocket: renderer.devWebSocketFor?.(request.hostname) ?? null,
    });
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
