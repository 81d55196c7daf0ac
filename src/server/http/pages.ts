import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { execute } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { resolveRoute, splitNavigationParams } from '../../shared/resolve-route';
import type { PreloadedState } from '../../shared/ssr-contract';
import type { GraphQLContext } from '../graphql/context';
import { isLoggedIn } from './identity';
import { NONCE_PLACEHOLDER, renderDocument, renderStaticDocument } from './document';
import type { RendererHandle } from './renderer';
import { hasAcceptedPrivacyPolicy, isBot, isEuVisitor } from './visitor-traits';
import { oneTapClientId } from '../env';
import type { ServerConfig } from '../env';
import type { RequestFlags } from './request-flags';
import type { CustomDomainResolver } from './custom-domains';
import { isFlagOn } from '../../shared/flags';

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
export function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Google's one-tap script, its styles and its calls: allowed only when one-tap is offered. */
const GOOGLE_IDENTITY_SOURCE = 'https://accounts.google.com/gsi/';

/** Scripts run only from our origin or with this response's nonce; embeds only over https. */
function contentSecurityPolicy(nonce: string, frameAncestors: string, thirdParty: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${thirdParty}`,
    `style-src 'self' 'unsafe-inline'${thirdParty}`,
    // blob: for previews of a picture being uploaded (object URLs the page itself made).
    "img-src 'self' data: blob: https:",
    'frame-src https:',
    `connect-src 'self' ws: wss:${thirdParty}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status: number,
  page: { isPublic: boolean; refusesFraming: boolean; allowsGoogleIdentity: boolean },
) {
  // The ETag covers the page without its per-response nonce, so unchanged pages revalidate to 304.
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  const nonce = randomBytes(16).toString('base64');
  void reply
    .header(
      'cache-control',
      page.isPublic ? 'public, max-age=0, must-revalidate' : 'private, no-cache',
    )
    .header('vary', 'Cookie')
    .header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  const frameAncestors = page.refusesFraming ? "'none'" : "'self'";
  const thirdParty = page.allowsGoogleIdentity ? ` ${GOOGLE_IDENTITY_SOURCE}` : '';
  void reply.header(
    'content-security-policy',
    contentSecurityPolicy(nonce, frameAncestors, thirdParty),
  );
  if (page.refusesFraming) void reply.header('x-frame-options', 'DENY');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(html.replaceAll(NONCE_PLACEHOLDER, nonce));
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
    const url = new URL(request.url, 'http://localhost');
    const keepsQuery = url.searchParams.has('_branch_view_id');
    const pathname = withoutTrailingSlash(url.pathname);
    if (pathname !== url.pathname && !keepsQuery) {
      return reply.redirect(pathname + url.search, 301);
    }
    const customDomain = await options.customDomains.resolve(request.hostname);
    const flags = await options.flagsFor(request);
    const resolved = resolveRoute(pathname, flags, customDomain ? { customDomain } : {});
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
        responsesOpen: nav.responsesOpen,
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
    let html = renderDocument({
      result,
      state,
      assets: renderer.assetsFor(result.screenSource),
      environment: config.nodeEnv,
      canonicalUrl: config.publicUrl ? new URL(state.location, config.publicUrl).toString() : null,
      guardsFraming: refusesFraming,
    });
    if (renderer.transformHtml) html = await renderer.transformHtml(request.url, html);
    return sendHtml(request, reply, html, result.status, {
      isPublic: !state.viewerId,
      refusesFraming,
      // One-tap is offered to logged-out visitors only.
      allowsGoogleIdentity: !state.viewerId && oneTapClientId(config) !== null,
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
