import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '@server/lib/constant-time';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@server/db/client';
import type { UserRow } from '@server/db/schema/users';
import { findSessionUser } from '@server/domains/auth';
import { newId } from '@server/lib/ids';
import { requestInfoOf } from './request-info';
import { sendRestError } from './rest-error';

export const SESSION_COOKIE = 'sid';
export const VISITOR_COOKIE = 'uid';
export const XSRF_COOKIE = 'xsrf';
const XSRF_HEADER = 'x-xsrf-token';
const TWO_YEARS_S = 60 * 60 * 24 * 365 * 2;
/** Where a logged-out browser fetches its anti-forgery cookie before its first state change. */
const XSRF_TOKEN_PATH = '/_/xsrf';

/**
 * Who is asking. Logged-out visitors get a stable `lo_…` id; everyone gets an
 * anti-forgery token bound to their session (or visitor id), delivered in a
 * readable cookie and echoed back in the x-xsrf-token header (signed double
 * submit). Pages therefore embed no per-visitor secret and stay cacheable.
 *
 * A logged-out visitor's cookies are issued only when they act: on a
 * state-changing request (POST…) or at XSRF_TOKEN_PATH, which the client asks
 * before its first one. Reading (GET, HEAD) sets none, so logged-out pages
 * carry no Set-Cookie and shared caches may keep them.
 */
export interface Identity {
  user: UserRow | null;
  /** The user id, or the visitor's `lo_…` id when logged out. */
  userId: string;
  sessionToken: string | null;
  xsrfToken: string;
  isXsrfValid: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}

/** Who a shared, publicly cached answer is built for: nobody signed in. */
export const SIGNED_OUT_IDENTITY: Identity = {
  user: null,
  userId: 'lo_signed-out',
  sessionToken: null,
  xsrfToken: '',
  isXsrfValid: false,
};

export function isLoggedIn(userId: string | null | undefined): boolean {
  return !!userId && !userId.startsWith('lo_');
}

export function signXsrfToken(secret: string, identityKey: string): string {
  return createHmac('sha256', secret).update(`xsrf:${identityKey}`).digest('base64url');
}

export function isSecureRequest(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return request.protocol === 'https' || !!publicUrl?.startsWith('https://');
}

export interface IdentityOptions {
  db: Database;
  secret: string;
  publicUrl: string | undefined;
  /** Paths that need no identity (static assets, health checks). */
  skip: (url: string) => boolean;
  /**
   * State-changing paths that issue no cookie: GraphQL queries are POSTs too,
   * and its mutations carry the token the client fetched first.
   */
  issuesNoCookies: (url: string) => boolean;
}

export function registerIdentity(app: FastifyInstance, options: IdentityOptions): void {
  app.decorateRequest('identity', null as unknown as Identity);
  app.addHook('onRequest', async (request, reply) => {
    if (options.skip(request.url)) return;
    request.identity = await resolveIdentity(request, reply, options);
  });
}

async function resolveIdentity(
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdentityOptions,
): Promise<Identity> {
  const secure = isSecureRequest(request, options.publicUrl);
  const sessionToken = request.cookies[SESSION_COOKIE] ?? null;
  const origin = requestInfoOf(request).origin;
  const user = sessionToken
    ? await findSessionUser({ db: options.db, token: sessionToken, origin })
    : null;
  if (sessionToken && !user) {
    // The token of the ended session would be refused: the client fetches a fresh one.
    void reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie(XSRF_COOKIE, { path: '/' });
  }
  const issuesCookies =
    !!user || (needsVisitorCookies(request) && !options.issuesNoCookies(request.url));

  let userId: string;
  let identityKey: string;
  if (user && sessionToken) {
    userId = user.id;
    identityKey = `sid:${sessionToken}`;
  } else {
    const visitorCookie = request.cookies[VISITOR_COOKIE];
    userId =
      visitorCookie && /^lo_[0-9a-f]{12}$/.test(visitorCookie) ? visitorCookie : `lo_${newId()}`;
    if (userId !== visitorCookie && issuesCookies) {
      reply.setCookie(VISITOR_COOKIE, userId, {
        path: '/',
        sameSite: 'lax',
        secure,
        maxAge: TWO_YEARS_S,
      });
    }
    identityKey = `uid:${userId}`;
  }

  const xsrfToken = signXsrfToken(options.secret, identityKey);
  if (request.cookies[XSRF_COOKIE] !== xsrfToken && issuesCookies) {
    reply.setCookie(XSRF_COOKIE, xsrfToken, {
      path: '/',
      sameSite: 'lax',
      secure,
      maxAge: TWO_YEARS_S,
    });
  }
  const header = request.headers[XSRF_HEADER];
  const isXsrfValid = typeof header === 'string' && constantTimeEqual(header, xsrfToken);
  return {
    user: user ?? null,
    userId,
    sessionToken: user ? sessionToken : null,
    xsrfToken,
    isXsrfValid,
  };
}

const isSafeMethod = (method: string) =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/** A logged-out visitor gets cookies when acting, or when asking for its token first. */
function needsVisitorCookies(request: FastifyRequest): boolean {
  return !isSafeMethod(request.method) || request.url.split('?')[0] === XSRF_TOKEN_PATH;
}

/**
 * Issues the visitor's cookies (the identity hook did, as the path asks) and
 * says nothing: the token is read from the cookie, so no other site can read it.
 */
export function registerXsrfTokenRoute(app: FastifyInstance): void {
  app.get(XSRF_TOKEN_PATH, async (_request, reply) =>
    reply.code(204).header('cache-control', 'no-store').send(),
  );
}

/** Default-deny: every state-changing request needs the anti-forgery header. */
export function registerXsrfGuard(app: FastifyInstance, exempt: (url: string) => boolean): void {
  app.addHook('preHandler', async (request, reply) => {
    if (isSafeMethod(request.method)) return;
    if (exempt(request.url)) return;
    if (!request.identity?.isXsrfValid)
      await sendRestError(reply, 403, 'Missing or invalid anti-forgery token.');
  });
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  publicUrl: string | undefined,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, publicUrl),
    expires: expiresAt,
  });
}
