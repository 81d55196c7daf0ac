import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import { isHttpsOrLoopbackUrl } from '@server/lib/secure-url';

/**
 * OpenID Connect pieces shared by Google (redirect and one-tap) and Apple:
 * discovery, ID-token verification against the issuer's published keys.
 */
const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
export type OidcDiscovery = z.infer<typeof discoverySchema>;

export class SocialProviderError extends Error {}

/** Plain http is accepted only on loopback: a local test provider, never a real one. */
export function assertSecureUrl(url: string): void {
  if (isHttpsOrLoopbackUrl(url)) return;
  throw new SocialProviderError(`Refusing a non-https provider URL: ${new URL(url).origin}`);
}

const discoveries = new Map<string, Promise<OidcDiscovery>>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function fetchDiscovery(issuer: string): Promise<OidcDiscovery> {
  assertSecureUrl(issuer);
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new SocialProviderError(`Discovery failed: ${response.status}`);
  const discovery = discoverySchema.parse(await response.json());
  for (const endpoint of [discovery.authorization_endpoint, discovery.token_endpoint]) {
    assertSecureUrl(endpoint);
  }
  assertSecureUrl(discovery.jwks_uri);
  return discovery;
}

/** Discovery documents change rarely; one fetch per issuer per process (retried after a failure). */
export function discover(issuer: string): Promise<OidcDiscovery> {
  let pending = discoveries.get(issuer);
  if (!pending) {
    pending = fetchDiscovery(issuer);
    pending.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, pending);
  }
  return pending;
}

function keySetFor(jwksUri: string) {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, keySet);
  }
  return keySet;
}

/** Google documents both spellings of its issuer in ID tokens. */
function acceptedIssuers(issuer: string): string[] {
  const trimmed = issuer.replace(/\/$/, '');
  return trimmed === 'https://accounts.google.com' ? [trimmed, 'accounts.google.com'] : [trimmed];
}

/** Verifies signature (issuer's JWKS), iss, aud, exp and, when given, nonce. */
export async function verifyIdToken(options: {
  token: string;
  issuer: string;
  jwksUri: string;
  audience: string;
  nonce?: string;
}): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(options.token, keySetFor(options.jwksUri), {
      issuer: acceptedIssuers(options.issuer),
      audience: options.audience,
      requiredClaims: ['sub', 'exp'],
      clockTolerance: 30,
    });
    if (options.nonce !== undefined && payload.nonce !== options.nonce) {
      throw new SocialProviderError('ID token nonce does not match');
    }
    return payload;
  } catch (error) {
    if (error instanceof SocialProviderError) throw error;
    throw new SocialProviderError(`Invalid ID token: ${(error as Error).message}`);
  }
}

/** Apple sends email_verified as the string "true"; Google as a boolean. */
export function isEmailVerified(payload: JWTPayload): boolean {
  return payload.email_verified === true || payload.email_verified === 'true';
}

/** Posts a form to a token endpoint and returns the JSON answer, or throws with the status. */
export async function postTokenRequest(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new SocialProviderError(`Token request failed: ${response.status} ${String(body.error)}`);
  }
  return body;
}

export function basicAuth(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value);
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}
