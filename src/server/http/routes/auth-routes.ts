import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ALTCHA_CHALLENGE_PATH,
  createAltchaChallenge,
  EMAIL_CALLBACK_PATH,
  consumeHandoff,
  LIMITS,
  hitLimit,
  redeemSignInLink,
  redeemVerifyLink,
  requesterKey,
  deleteSession,
} from '@server/domains/auth';
import { constantTimeEqual } from '@server/lib/constant-time';
import type { Limit } from '@server/domains/auth';
import type { Mailer } from '@server/mail/mailer';
import { completeSignIn } from './complete-sign-in';
import type { SignInDependencies } from './complete-sign-in';
import { SESSION_COOKIE, XSRF_COOKIE } from '../request/identity';
import { requestInfoOf } from '../request/request-info';
import { sendRestError } from '../request/rest-error';
import { sameSitePath } from '@shared/routing/same-site-path';

const HANDOFF_PATH = '/m/callback/authenticate';
const EXPIRED_ENTRY = 'email_login_timeout';

const callbackQuery = z.object({
  token: z.string().max(200).default(''),
  operation: z.enum(['login', 'register']).catch('login'),
  redirect: z.string().max(2000).optional(),
  verify: z.string().optional(),
});

const handoffQuery = z.object({
  handoff: z.string().max(200).optional(),
  redirect: z.string().max(2000).optional(),
  entry: z.string().max(50).optional(),
});

/** Answers 429 with Retry-After when `key` is over its limit; returns true when it did. */
async function refuseWhenLimited(
  deps: SignInDependencies,
  reply: FastifyReply,
  key: string,
  limit: Limit,
): Promise<boolean> {
  const result = await hitLimit({ db: deps.db, key, limit });
  if (result.isAllowed) return false;
  await sendRestError(
    reply
      .header('retry-after', String(result.retryAfterSeconds))
      .header('cache-control', 'no-store'),
    429,
    'Too many requests. Please try again later.',
  );
  return true;
}

/** Where an expired, used or unknown link lands: the dialog titled 'Your sign in link has expired'. */
function expiredLocation(operation: string, redirect: string | undefined): string {
  const params = new URLSearchParams({ entry: EXPIRED_ENTRY, operation });
  if (redirect) params.set('redirect', redirect);
  return `/m/signin?${params.toString()}`;
}

/** Sign-in callbacks are limited per address, so a guessed token costs the guesser. */
function refuseCallbackWhenLimited(
  deps: SignInDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  return refuseWhenLimited(
    deps,
    reply,
    `callback-ip:${requesterKey(request.ip)}`,
    LIMITS.callbackPerIp,
  );
}

async function handleEmailCallback(
  deps: SignInDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (await refuseCallbackWhenLimited(deps, request, reply)) return reply;
  const query = callbackQuery.safeParse(request.query);
  const params = query.success ? query.data : { token: '', operation: 'login' as const };
  void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if (query.success && params.verify) {
    const verified = await redeemVerifyLink({ db: deps.db, token: params.token });
    return reply.redirect(verified ? '/me/settings?emailVerified=1' : '/me/settings', 302);
  }
  const redeemed = await redeemSignInLink({ db: deps.db, token: params.token });
  if (redeemed?.kind !== 'signin') {
    return reply.redirect(expiredLocation(params.operation, query.data?.redirect), 302);
  }
  return completeSignIn(request, reply, deps, {
    userId: redeemed.userId,
    isNewAccount: redeemed.isNewAccount,
    redirect: redeemed.redirect,
    entry: redeemed.entry,
    // The mail (or the code typed from it) was asked for by this very browser.
    startedInThisBrowser: redeemed.visitorId === request.identity.userId,
  });
}

/** The custom-domain end of the auth-domain hand-off (OAuth callbacks live on sub-paths). */
async function handleHandoff(
  deps: SignInDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (await refuseCallbackWhenLimited(deps, request, reply)) return reply;
  const parsed = handoffQuery.safeParse(request.query);
  const query = parsed.success ? parsed.data : {};
  void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  const redeemed = query.handoff
    ? await consumeHandoff({
        db: deps.db,
        token: query.handoff,
        origin: requestInfoOf(request).origin,
        visitorId: request.identity.userId,
      })
    : null;
  const redirect = sameSitePath(query.redirect) ?? '/';
  if (!redeemed) return reply.redirect(expiredLocation('login', redirect), 302);
  return completeSignIn(request, reply, deps, {
    userId: redeemed.userId,
    isNewAccount: redeemed.isNewAccount,
    redirect,
    entry: query.entry ?? null,
    startedInThisBrowser: true,
    sessionOrigin: requestInfoOf(request).origin,
  });
}

/**
 * The path token must be the browser's own anti-forgery token, so a link or
 * image planted elsewhere cannot sign anyone out.
 */
async function handleSignOut(
  deps: SignInDependencies,
  request: FastifyRequest<{ Params: { token: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { identity } = request;
  void reply.header('cache-control', 'no-store');
  if (identity.sessionToken && constantTimeEqual(request.params.token, identity.xsrfToken)) {
    await deleteSession({ db: deps.db, token: identity.sessionToken });
    // The session's token dies with it; the next state change fetches a visitor's.
    void reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie(XSRF_COOKIE, { path: '/' });
  }
  return reply.redirect('/', 302);
}

/** Sign-in by e-mail: the link callback, sign-out, the captcha challenge, the auth-domain hand-off. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: SignInDependencies & { mailer: Mailer },
): void {
  app.get(EMAIL_CALLBACK_PATH, (request, reply) => handleEmailCallback(deps, request, reply));
  app.get(HANDOFF_PATH, (request, reply) => handleHandoff(deps, request, reply));
  app.get<{ Params: { token: string } }>('/m/signout/:token', (request, reply) =>
    handleSignOut(deps, request, reply),
  );
  app.get('/m/signout', (_request, reply) => reply.redirect('/', 302));
  app.get(ALTCHA_CHALLENGE_PATH, async (request, reply) => {
    const key = `challenge-ip:${requesterKey(request.ip)}`;
    if (await refuseWhenLimited(deps, reply, key, LIMITS.challengePerIp)) return reply;
    return reply.header('cache-control', 'no-store').send(await createAltchaChallenge(deps.secret));
  });
}
