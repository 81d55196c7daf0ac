import { z } from 'zod';
import { readFormerToken } from '@server/lib/former-signed-token';
import { signToken, verifyToken } from '@server/lib/signed-token';

/**
 * The account token proves which browser on a custom domain opened the
 * sign-in dialog: it names that origin and the visitor id there, is signed
 * with the session secret and lives long enough to outlast the e-mail link.
 */
const ACCOUNT_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface AccountTokenClaims {
  origin: string;
  visitorId: string;
}

const claimsSchema = z.object({ o: z.string(), v: z.string() });

export function signAccountToken(options: {
  secret: string;
  origin: string;
  visitorId: string;
  now?: Date;
}): string {
  return signToken({
    secret: options.secret,
    purpose: 'account-token',
    payload: { o: options.origin, v: options.visitorId },
    ttlMs: ACCOUNT_TOKEN_TTL_MS,
    now: options.now?.getTime(),
  });
}

export function verifyAccountToken(options: {
  secret: string;
  token: string;
  now?: Date;
}): AccountTokenClaims | null {
  const now = (options.now ?? new Date()).getTime();
  const check = verifyToken({
    secret: options.secret,
    purpose: 'account-token',
    token: options.token,
    schema: claimsSchema,
    now,
  });
  if (check.ok) return { origin: check.payload.o, visitorId: check.payload.v };
  return check.problem === 'signature'
    ? formerAccountToken(options.secret, options.token, now)
    : null;
}

/** A token signed in the former format, its expiry `e` in milliseconds. */
function formerAccountToken(secret: string, token: string, now: number): AccountTokenClaims | null {
  const former = readFormerToken(secret, 'account-token', token);
  const parsed = claimsSchema.extend({ e: z.number() }).safeParse(former?.payload);
  if (!parsed.success || parsed.data.e <= now) return null;
  return { origin: parsed.data.o, visitorId: parsed.data.v };
}
