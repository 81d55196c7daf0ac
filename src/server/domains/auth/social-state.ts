import { createHash, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { readFormerToken } from '@server/lib/former-signed-token';
import { signToken, verifyToken } from '@server/lib/signed-token';
import type { TokenCheck } from '@server/lib/signed-token';

/**
 * The OAuth `state` of a social sign-in (spec: "Its state value joins the
 * provider name, a redirect target and the operation"). It is signed with the
 * session secret and expires, so a callback cannot be replayed with another
 * redirect or operation; its nonce must match a short-lived cookie set on the
 * same browser, which stops login CSRF (an attacker's code in a victim's tab).
 * The PKCE verifier and the OIDC nonce are derived from it, so no server-side
 * storage is needed between the start and the callback.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple', 'twitter'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];
type AuthOperation = 'login' | 'register';

export const STATE_TTL_MS = 10 * 60 * 1000;
export const BINDING_COOKIE = 'q_social';

const payloadSchema = z.object({
  p: z.enum(SOCIAL_PROVIDERS),
  r: z.string().nullable(),
  o: z.enum(['login', 'register']),
  en: z.string().nullable(),
  n: z.string().min(16),
});

/** The former format's payload: the entry under `e`, the expiry (ms) under `x`. */
const formerPayloadSchema = payloadSchema
  .omit({ en: true })
  .extend({ e: z.string().nullable(), x: z.number().int() });

export interface SocialState {
  provider: SocialProviderName;
  redirect: string | null;
  operation: AuthOperation;
  entry: string | null;
  /** Random; equal to the browser-binding cookie. */
  nonce: string;
  expiresAt: number;
}

export function createSocialState(
  secret: string,
  input: Omit<SocialState, 'nonce' | 'expiresAt'>,
  now = Date.now(),
): SocialState & { value: string } {
  const state: SocialState = {
    ...input,
    nonce: randomBytes(18).toString('base64url'),
    expiresAt: now + STATE_TTL_MS,
  };
  const payload = {
    p: state.provider,
    r: state.redirect,
    o: state.operation,
    en: state.entry,
    n: state.nonce,
  };
  const value = signToken({ secret, purpose: 'social-state', payload, ttlMs: STATE_TTL_MS, now });
  return { ...state, value };
}

export type StateProblem = 'malformed' | 'signature' | 'expired' | 'provider' | 'browser';

/** Checks signature, expiry, provider and browser binding; null when all hold. */
export function verifySocialState(
  secret: string,
  value: string,
  expected: { provider: SocialProviderName; bindingCookie: string | undefined },
  now = Date.now(),
): { state: SocialState } | { problem: StateProblem } {
  const check = verifyToken({
    secret,
    purpose: 'social-state',
    token: value,
    schema: payloadSchema,
    now,
  });
  const signed =
    !check.ok && check.problem === 'signature' ? formerSocialState(secret, value, now) : check;
  if (!signed.ok) return { problem: signed.problem };
  const { payload } = signed;
  if (payload.p !== expected.provider) return { problem: 'provider' };
  if (!expected.bindingCookie || expected.bindingCookie !== payload.n)
    return { problem: 'browser' };
  return {
    state: {
      provider: payload.p,
      redirect: payload.r,
      operation: payload.o,
      entry: payload.en,
      nonce: payload.n,
      expiresAt: signed.expiresAt,
    },
  };
}

/** A state signed in the former format, as the current one reads. */
function formerSocialState(
  secret: string,
  value: string,
  now: number,
): TokenCheck<z.infer<typeof payloadSchema>> {
  const former = readFormerToken(secret, 'social-state', value);
  if (!former) return { ok: false, problem: 'signature' };
  const parsed = formerPayloadSchema.safeParse(former.payload);
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  const { e, x, ...rest } = parsed.data;
  if (x <= now) return { ok: false, problem: 'expired' };
  return { ok: true, payload: { ...rest, en: e }, expiresAt: x };
}

/** PKCE verifier (RFC 7636: 43 to 128 characters) tied to one state; unguessable without the secret. */
export function pkceVerifierFor(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`pkce:${nonce}`).digest('base64url');
}

export function pkceChallengeFor(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The OIDC `nonce` that the ID token must echo. */
export function oidcNonceFor(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`oidc-nonce:${nonce}`).digest('base64url');
}
