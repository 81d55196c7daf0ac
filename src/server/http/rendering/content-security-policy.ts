import type { FastifyInstance } from 'fastify';
import type { CspSources } from '@server/domains/auth';

/**
 * Every Content-Security-Policy the server sends, one per kind of response.
 * App pages run only scripts with the response's nonce; AMP pages only the
 * AMP runtime; every other document (feeds, the unsubscribe page, the 500
 * page, small error pages) runs no script at all.
 */

/** Google's one-tap script, its styles and its calls: allowed only when one-tap is offered. */
const GOOGLE_IDENTITY_SOURCE = 'https://accounts.google.com/gsi/';
export const GOOGLE_IDENTITY_SOURCES: CspSources = {
  script: [GOOGLE_IDENTITY_SOURCE],
  style: [GOOGLE_IDENTITY_SOURCE],
  connect: [GOOGLE_IDENTITY_SOURCE],
  frame: [],
};

export interface PagePolicyOptions {
  nonce: string;
  /** Refuses every frame around the page (story pages), else only our own. */
  refusesFraming: boolean;
  /** What third parties the page uses may load: one-tap, the sign-in captcha widget. */
  thirdParties: CspSources[];
  /** Development only: the Vite client's hot-reload socket, e.g. ws://localhost:24678. */
  devWebSocket?: string | null;
}

function withSources(base: string, sources: string[]): string {
  return sources.length ? `${base} ${sources.join(' ')}` : base;
}

/** App pages: scripts from our origin or with this response's nonce; embeds only over https. */
export function pagePolicy(options: PagePolicyOptions): string {
  const all = (directive: keyof CspSources) => [
    ...new Set(options.thirdParties.flatMap((sources) => sources[directive])),
  ];
  const socket = options.devWebSocket ? [options.devWebSocket] : [];
  return [
    "default-src 'self'",
    withSources(`script-src 'self' 'nonce-${options.nonce}'`, all('script')),
    withSources("style-src 'self' 'unsafe-inline'", all('style')),
    // blob: for previews of a picture being uploaded (object URLs the page itself made).
    "img-src 'self' data: blob: https:",
    withSources('frame-src https:', all('frame')),
    withSources("connect-src 'self'", [...socket, ...all('connect')]),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.refusesFraming ? "'none'" : "'self'"}`,
  ].join('; ');
}

const AMP_RUNTIME_SOURCES = [
  'https://cdn.ampproject.org/v0.js',
  'https://cdn.ampproject.org/v0/',
  'https://cdn.ampproject.org/viewer/',
  'https://cdn.ampproject.org/rtv/',
];

/**
 * AMP pages: the runtime and its components from the AMP CDN (as amp.dev
 * publishes the policy; blob: for its workers), inline styles (AMP allows only
 * `<style amp-custom>` and its boilerplate), no author scripts. No
 * frame-ancestors: AMP viewers show the page inside their own frame.
 */
export const AMP_POLICY = [
  "default-src 'self'",
  `script-src blob: ${AMP_RUNTIME_SOURCES.join(' ')}`,
  "style-src 'unsafe-inline' https://cdn.ampproject.org/rtv/",
  "img-src 'self' data: https:",
  'frame-src https:',
  "connect-src 'self' https://cdn.ampproject.org",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Documents that run no script: styles and images only, never framed. */
const SCRIPTLESS_DOCUMENT_POLICY = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** HTML and XML are documents a browser may render, and so may run what they carry. */
const isDocument = (contentType: string) =>
  /^(text\/html|text\/xml|application\/[\w.+-]*xml)/i.test(contentType);

/**
 * Any document that leaves without a policy of its own (feeds, the
 * unsubscribe page, the 500 page, small error pages) gets the scriptless one.
 */
export function registerDefaultContentSecurityPolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('content-security-policy')) return payload;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType === 'string' && isDocument(contentType))
      void reply.header('content-security-policy', SCRIPTLESS_DOCUMENT_POLICY);
    return payload;
  });
}
