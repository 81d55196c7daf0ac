import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '@server/lib/constant-time';

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

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`account-token:${body}`).digest('base64url');
}

export function signAccountToken(options: {
  secret: string;
  origin: string;
  visitorId: string;
  now?: Date;
}): string {
  const expiresAt = (options.now ?? new Date()).getTime() + ACCOUNT_TOKEN_TTL_MS;
  const body = Buffer.from(
    JSON.stringify({ o: options.origin, v: options.visitorId, e: expiresAt }),
  ).toString('base64url');
  return `${body}.${sign(options.secret, body)}`;
}

export function verifyAccountToken(options: {
  secret: string;
  token: string;
  now?: Date;
}): AccountTokenClaims | null {
  const [body, signature, ...rest] = options.token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  if (!constantTimeEqual(signature, sign(options.secret, body))) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      o?: unknown;
      v?: unknown;
      e?: unknown;
    };
    if (typeof claims.o !== 'string' || typeof claims.v !== 'string') return null;
    if (typeof claims.e !== 'number' || claims.e <= (options.now ?? new Date()).getTime())
      return null;
    return { origin: claims.o, visitorId: claims.v };
  } catch {
    return null;
  }
}
