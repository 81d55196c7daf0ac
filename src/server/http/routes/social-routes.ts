import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FlagStore } from '@server/domains/flags';
import {
  SocialProviderError,
  ONE_TAP_CALLBACK_PATH,
  SOCIAL_CALLBACK_BASE,
  SOCIAL_START_PATHS,
  isSocialProviderEnabled,
  socialAdapterFor,
  socialCallbackPath,
  BINDING_COOKIE,
  SOCIAL_PROVIDERS,
  STATE_TTL_MS,
  createSocialState,
  oidcNonceFor,
  pkceChallengeFor,
  pkceVerifierFor,
  verifySocialState,
  consumeSignInTicket,
  resolveSocialAccount,
} from '@server/domains/auth';
import type { SocialProviderName } from '@server/domains/auth';
import { completeSignIn } from './complete-sign-in';
import type { SignInDependencies } from './complete-sign-in';
import { sendRestError } from '../request/rest-error';

const startQuery = z.object({
  redirect: z.string().max(2048).optional(),
  operation: z.enum(['login', 'register']).default('login'),
  entry: z.string().max(100).optional(),
});
const callbackParams = z.record(z.string(), z.unknown());
const ticketQuery = z.object({
  token: z.string().min(1).max(200),
  redirect: z.string().max(2048).optional(),
});

/**
 * Apple answers with a cross-site form POST that cannot carry our anti-forgery
 * token; its signed state and browser-binding cookie protect it instead.
 */
export function isSocialFormPostCallback(url: string): boolean {
  return url.split('?')[0] === socialCallbackPath('apple');
}

/** The sign-in dialog reads `error` and shows the matching message (social-texts.ts). */
function signInErrorUrl(error: string, redirect: string | null | undefined): string {
  const query = new URLSearchParams({ error });
  if (redirect) query.set('redirect', redirect);
  return `/m/signin?${query.toString()}`;
}

/** Redirect URIs are absolute: the auth domain when set, else the public URL, else this host. */
function callbackUrl(
  request: FastifyRequest,
  deps: SignInDependencies,
  provider: SocialProviderName,
) {
  const base =
    deps.config.authDomain ?? deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL(socialCallbackPath(provider), base).href;
}

/** Apple answers with a cross-site form POST, which only carries SameSite=None cookies. */
function setBindingCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  provider: SocialProviderName,
  nonce: string,
) {
  const crossSite = provider === 'apple';
  void reply.setCookie(BINDING_COOKIE, nonce, {
    path: SOCIAL_CALLBACK_BASE,
    httpOnly: true,
    secure: crossSite || request.protocol === 'https',
    sameSite: crossSite ? 'none' : 'lax',
    maxAge: STATE_TTL_MS / 1000,
  });
}

export function registerSocialRoutes(
  app: FastifyInstance,
  deps: SignInDependencies,
  flagStore?: FlagStore,
): void {
  /** The provider's adapter while it is configured and switched on; null answers 404. */
  const enabledAdapter = async (provider: SocialProviderName) => {
    const adapter = socialAdapterFor(provider, deps.config.social);
    if (!adapter) return null;
    const flags = flagStore ? await flagStore.getAll() : null;
    return isSocialProviderEnabled(provider, deps.config.social, flags) ? adapter : null;
  };

  async function handleStart(
    provider: SocialProviderName,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const adapter = await enabledAdapter(provider);
    if (!adapter) return sendRestError(reply, 404);
    const query = startQuery.safeParse(request.query);
    if (!query.success) return sendRestError(reply, 400);
    const state = createSocialState(deps.secret, {
      provider,
      redirect: query.data.redirect ?? null,
      operation: query.data.operation,
      entry: query.data.entry ?? null,
    });
    try {
      const url = await adapter.authorizationUrl({
        redirectUri: callbackUrl(request, deps, provider),
        state: state.value,
        codeChallenge: pkceChallengeFor(pkceVerifierFor(deps.secret, state.nonce)),
        nonce: oidcNonceFor(deps.secret, state.nonce),
      });
      setBindingCookie(reply, request, provider, state.nonce);
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'social sign-in could not start');
      return reply.redirect(signInErrorUrl('SocialSignInFailed', state.redirect), 302);
    }
  }

  async function handleCallback(
    provider: SocialProviderName,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const adapter = await enabledAdapter(provider);
    if (!adapter) return sendRestError(reply, 404);
    const raw = callbackParams.safeParse(request.method === 'POST' ? request.body : request.query);
    const fields = Object.fromEntries(
      Object.entries(raw.success ? raw.data : {}).filter(
        (e): e is [string, string] => typeof e[1] === 'string',
      ),
    );
    void reply.clearCookie(BINDING_COOKIE, { path: SOCIAL_CALLBACK_BASE });
    const verified = verifySocialState(deps.secret, fields.state ?? '', {
      provider,
      bindingCookie: request.cookies[BINDING_COOKIE],
    });
    if ('problem' in verified) {
      request.log.info({ provider, problem: verified.problem }, 'social sign-in callback refused');
      return reply.redirect(signInErrorUrl('SocialSignInFailed', null), 302);
    }
    const { state } = verified;
    if (!fields.code) {
      // The person said no at the provider (or it sent no code): back to sign-in, same target.
      request.log.info({ provider, problem: fields.error ?? 'no code' }, 'social sign-in declined');
      return reply.redirect(signInErrorUrl('SocialSignInFailed', state.redirect), 302);
    }
    try {
      const profile = await adapter.fetchProfile({
        code: fields.code,
        redirectUri: callbackUrl(request, deps, provider),
        codeVerifier: pkceVerifierFor(deps.secret, state.nonce),
        nonce: oidcNonceFor(deps.secret, state.nonce),
        fields,
      });
      const outcome = await resolveSocialAccount({
        db: deps.db,
        provider,
        profile,
        mayCreate: true,
        ip: request.ip,
      });
      if (outcome.kind === 'refused')
        return reply.redirect(signInErrorUrl(outcome.refusal, state.redirect), 302);
      return completeSignIn(request, reply, deps, {
        userId: outcome.userId,
        isNewAccount: outcome.isNewAccount,
        redirect: state.redirect,
        entry: state.entry,
        // The OAuth state cookie ties this callback to the browser that started it.
        startedInThisBrowser: true,
      });
    } catch (error) {
      if (!(error instanceof SocialProviderError) && !(error instanceof z.ZodError)) throw error;
      request.log.warn({ err: error, provider }, 'social sign-in callback failed');
      return reply.redirect(signInErrorUrl('SocialSignInFailed', state.redirect), 302);
    }
  }

  async function handleTicket(request: FastifyRequest, reply: FastifyReply) {
    const query = ticketQuery.safeParse(request.query);
    const ticket = query.success ? await consumeSignInTicket(deps.db, query.data.token) : null;
    if (!ticket) return reply.redirect(signInErrorUrl('SocialSignInFailed', null), 302);
    return completeSignIn(request, reply, deps, {
      userId: ticket.userId,
      isNewAccount: ticket.isNewAccount,
      redirect: query.data?.redirect ?? null,
      entry: null,
      // A ticket is issued to the browser that signed in with one tap, and used once.
      startedInThisBrowser: true,
    });
  }

  const rateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  void app.register(async (scope) => {
    // Apple's form_post callback; parsed here only, so other routes keep their own parsers.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const provider of SOCIAL_PROVIDERS) {
      scope.get(SOCIAL_START_PATHS[provider], { config: rateLimit }, (request, reply) =>
        handleStart(provider, request, reply),
      );
      scope.route({
        method: provider === 'apple' ? ['GET', 'POST'] : ['GET'],
        url: socialCallbackPath(provider),
        config: rateLimit,
        handler: (request, reply) => handleCallback(provider, request, reply),
      });
    }
    scope.get(ONE_TAP_CALLBACK_PATH, { config: rateLimit }, handleTicket);
  });
}
