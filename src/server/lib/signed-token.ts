import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { constantTimeEqual } from './constant-time';

/**
 * The one format of every token the server signs and reads back later:
 * `base64url(JSON payload) . base64url(HMAC-SHA256)`, the payload carrying
 * `e`, its expiry in seconds since the epoch (to the millisecond, so two
 * tokens signed apart differ). Each purpose signs with its own key,
 * derived from the secret, so a token made for one job never verifies for
 * another (nor as a session, anti-forgery or sign-in token).
 */
type TokenPurpose = 'account-token' | 'social-state' | 'notification-email-unsubscribe';

type TokenProblem = 'malformed' | 'signature' | 'expired';

export type TokenCheck<T> =
  { ok: true; payload: T; expiresAt: number } | { ok: false; problem: TokenProblem };

const keyFor = (secret: string, purpose: TokenPurpose) =>
  createHmac('sha256', secret).update(`quire:${purpose}:v1`).digest();

const signatureOf = (secret: string, purpose: TokenPurpose, body: string) =>
  createHmac('sha256', keyFor(secret, purpose)).update(body).digest('base64url');

export function signToken(options: {
  secret: string;
  purpose: TokenPurpose;
  /** Short keys keep links short; `e` is the codec's own. */
  payload: Record<string, unknown> & { e?: never };
  ttlMs: number;
  now?: number;
}): string {
  const e = ((options.now ?? Date.now()) + options.ttlMs) / 1000;
  const body = Buffer.from(JSON.stringify({ ...options.payload, e })).toString('base64url');
  return `${body}.${signatureOf(options.secret, options.purpose, body)}`;
}

/**
 * Reads a token back: its signature first (in constant time), then its
 * payload's shape, then its expiry, and says which of them failed.
 */
export function verifyToken<T>(options: {
  secret: string;
  purpose: TokenPurpose;
  token: string;
  schema: z.ZodType<T>;
  now?: number;
}): TokenCheck<T> {
  const [body, signature, ...rest] = options.token.split('.');
  if (!body || !signature || rest.length > 0) return { ok: false, problem: 'malformed' };
  if (!constantTimeEqual(signature, signatureOf(options.secret, options.purpose, body)))
    return { ok: false, problem: 'signature' };
  const decoded = decodeBody(body);
  const e = (decoded as { e?: unknown } | null)?.e;
  const parsed = options.schema.safeParse(decoded);
  if (typeof e !== 'number' || !Number.isFinite(e) || !parsed.success)
    return { ok: false, problem: 'malformed' };
  const expiresAt = Math.round(e * 1000);
  if (expiresAt <= (options.now ?? Date.now())) return { ok: false, problem: 'expired' };
  return { ok: true, payload: parsed.data, expiresAt };
}

/** A token's payload as JSON, or null when it is none. */
export function decodeBody(body: string): unknown {
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
