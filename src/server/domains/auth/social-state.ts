import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

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
  e: z.string().nullable(),
  n: z.string().min(16),
  x: z.number().int(),
});

export interface SocialState {
  provider: SocialProviderName;
  redirect: string | null;
  operation: AuthOperation;
  entry: string | null;
  /** Random; equal to the browser-binding cookie. */
  nonce: string;
  expiresAt: number;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`social-state:${body}`).digest('base64url');
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
    e: state.entry,
    n: state.nonce,
    x: state.expiresAt,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { ...state, value: `${body}.${mac(secret, body)}` };
}

export type StateProblem = 'malformed' | 'signature' | 'expired' | 'provider' | 'browser';

/** Checks signature, expiry, provider and browser binding; null when all hold. */
export function verifySocialState(
  secret: string,
  value: string,
  expected: { provider: SocialProviderName; bindingCookie: string | undefined },
  now = Date.now(),
): { state: SocialState } | { problem: StateProblem } {
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined) return { problem: 'malformed' };
  const good = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (good.length !== given.length || !timingSafeEqual(good, given)) {
    return { problem: 'signature' };
  }
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    return { problem: 'malformed' };
  }
  if (parsed.x <= now) return { problem: 'expired' };
  if (parsed.p !== expected.provider) return { problem: 'provider' };
  if (!expected.bindingCookie || expected.bindingCookie !== parsed.n) return { problem: 'browser' };
  return {
    state: {
      provider: parsed.p,
      redirect: parsed.r,
      operation: parsed.o,
      entry: parsed.e,
      nonce: parsed.n,
      expiresAt: parsed.x,
    },
  };
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
