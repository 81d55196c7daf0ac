import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@server/db/client';
import {
  verifyAccountToken,
  createHandoff,
  ownOrigins,
  resolveRedirect,
  skipsOnboarding,
  createSession,
  deleteSession,
} from '@server/domains/auth';
import type { ServerConfig } from '@server/env';
import { XSRF_COOKIE, isSecureRequest, setSessionCookie, signXsrfToken } from '../request/identity';
import { requestInfoOf } from '../request/request-info';

export interface SignInDependencies {
  db: Database;
  secret: string;
  config: ServerConfig;
}

export interface CompleteSignInOptions {
  userId: string;
  /** A brand-new account goes through onboarding (/registration-form) unless its entry skips it. */
  isNewAccount: boolean;
  /** Where the visitor wanted to be: a path, or an absolute URL on a known host. */
  redirect: string | null;
  /** susiEntry that opened the dialog (clap, highlight, …), when known. */
  entry: string | null;
  /**
   * The browser completing the sign-in is the one that started it (an OAuth
   * state cookie, or the same visitor that asked for the mail). Only then may
   * a publication's domain be handed the sign-in: a mailed link anyone could
   * have asked for, for anyone's address, never hands anything over.
   */
  startedInThisBrowser: boolean;
  /** The sign-in is a hand-off to this publication domain: the session is valid there only. */
  sessionOrigin?: string;
}

const ACCOUNT_TOKEN_PARAM = 'accountToken';

/**
 * The one way an HTTP route signs a browser in: rotates the session (the old
 * one, if any, is deleted), sets the session and anti-forgery cookies, and
 * redirects to where the visitor was going (or to onboarding, or back to a
 * custom domain through the auth-domain hand-off).
 */
export async function completeSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SignInDependencies,
  options: CompleteSignInOptions,
): Promise<FastifyReply> {
  await rotateSession(request, reply, deps, options);
  const location = await chooseLocation(request, deps, options);
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

/** A fresh session id at every sign-in: a session fixed before sign-in is worthless after it. */
async function rotateSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SignInDependencies,
  options: CompleteSignInOptions,
): Promise<void> {
  const previous = request.identity?.sessionToken;
  if (previous) await deleteSession({ db: deps.db, token: previous });
  const session = await createSession({
    db: deps.db,
    userId: options.userId,
    userAgent: request.headers['user-agent'],
    origin: options.sessionOrigin ?? null,
  });
  setSessionCookie(request, reply, session.token, session.expiresAt, deps.config.publicUrl);
  void reply.setCookie(XSRF_COOKIE, signXsrfToken(deps.secret, `sid:${session.token}`), {
    path: '/',
    sameSite: 'lax',
    secure: isSecureRequest(request, deps.config.publicUrl),
    maxAge: 60 * 60 * 24 * 365 * 2,
  });
}

async function chooseLocation(
  request: FastifyRequest,
  deps: SignInDependencies,
  options: CompleteSignInOptions,
): Promise<string> {
  const target = await resolveRedirect({
    db: deps.db,
    redirect: options.redirect,
    trustedOrigins: ownOrigins({
      requestOrigin: requestInfoOf(request).origin,
      publicUrl: deps.config.publicUrl,
      authDomain: deps.config.authDomain,
    }),
  });
  if (target.customDomain) {
    if (!options.startedInThisBrowser) return withoutAccountToken(target.customDomain);
    const handoff = await handoffLocation(deps, target.customDomain, options);
    if (handoff) return handoff;
  }
  if (options.isNewAccount && !skipsOnboarding(options.entry)) {
    return `/registration-form?redirect=${encodeURIComponent(target.location)}`;
  }
  return target.location;
}

/** Back to the publication's page, signed in on the site only. */
function withoutAccountToken(target: URL): string {
  target.searchParams.delete(ACCOUNT_TOKEN_PARAM);
  return target.href;
}

/**
 * The browser came from a publication's custom domain (its cookies there are
 * separate): hand the sign-in over with a single-use ticket that only the
 * browser named in the account token can redeem on that domain.
 */
async function handoffLocation(
  deps: SignInDependencies,
  target: URL,
  options: CompleteSignInOptions,
): Promise<string | null> {
  const accountToken = target.searchParams.get(ACCOUNT_TOKEN_PARAM);
  if (!accountToken) return null;
  const claims = verifyAccountToken({ secret: deps.secret, token: accountToken });
  if (!claims || claims.origin !== target.origin) return null;
  const ticket = await createHandoff({
    db: deps.db,
    userId: options.userId,
    origin: target.origin,
    visitorId: claims.visitorId,
    isNewAccount: options.isNewAccount,
  });
  target.searchParams.delete(ACCOUNT_TOKEN_PARAM);
  const params = new URLSearchParams({
    handoff: ticket,
    redirect: `${target.pathname}${target.search}${target.hash}`,
  });
  if (options.entry) params.set('entry', options.entry);
  return `${target.origin}/m/callback/authenticate?${params.toString()}`;
}
