import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './constant-time';
import { decodeBody } from './signed-token';

/**
 * Account tokens and social sign-in states were once signed as
 * `base64url(JSON) . base64url(HMAC(secret, "label:" + body))`, their expiry
 * in milliseconds. The few still out there (they live 30 minutes at most)
 * are read here, so a sign-in under way keeps working; everything new is
 * signed with signed-token.ts. Null when the signature is not the label's.
 */
export function readFormerToken(
  secret: string,
  label: 'account-token' | 'social-state',
  token: string,
): { payload: unknown } | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = createHmac('sha256', secret).update(`${label}:${body}`).digest('base64url');
  return constantTimeEqual(signature, expected) ? { payload: decodeBody(body) } : null;
}
