import { SignJWT, importPKCS8 } from 'jose';
import { z } from 'zod';
import { SocialProviderError, isEmailVerified, postTokenRequest, verifyIdToken } from './oidc';
import type { SocialProviderAdapter } from './provider';
import { urlWithQuery } from './provider';

export interface AppleConfig {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  /** https://appleid.apple.com: the ID tokens' issuer, serving /auth/authorize, /auth/token and /auth/keys. */
  issuer: string;
}

/** Apple posts the person's name once, on first consent, as JSON in the `user` field. */
const userFieldSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

/** Apple's client secret is a short-lived ES256 JWT signed with the team's key. */
export async function createAppleClientSecret(config: AppleConfig, now = Date.now()) {
  const key = await importPKCS8(config.privateKey, 'ES256');
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
    .setIssuer(config.teamId)
    .setSubject(config.clientId)
    .setAudience(config.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 300)
    .sign(key);
}

function nameFromUserField(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const name = userFieldSchema.parse(JSON.parse(raw)).name;
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim();
    return full || null;
  } catch {
    return null;
  }
}

/**
 * Sign in with Apple: OpenID Connect code flow. Asking for name and e-mail
 * requires response_mode=form_post, so the callback is a cross-site POST.
 */
export function createAppleAdapter(config: AppleConfig): SocialProviderAdapter {
  return {
    authorizationUrl(input) {
      return Promise.resolve(
        urlWithQuery(`${config.issuer}/auth/authorize`, {
          client_id: config.clientId,
          redirect_uri: input.redirectUri,
          response_type: 'code',
          response_mode: 'form_post',
          scope: 'name email',
          state: input.state,
          nonce: input.nonce,
        }),
      );
    },
    async fetchProfile(input) {
      const tokens = await postTokenRequest(`${config.issuer}/auth/token`, {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        client_id: config.clientId,
        client_secret: await createAppleClientSecret(config),
      });
      if (typeof tokens.id_token !== 'string') throw new SocialProviderError('No ID token');
      const claims = await verifyIdToken({
        token: tokens.id_token,
        issuer: config.issuer,
        jwksUri: `${config.issuer}/auth/keys`,
        audience: config.clientId,
        nonce: input.nonce,
      });
      return {
        subject: String(claims.sub),
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: isEmailVerified(claims),
        name: nameFromUserField(input.fields.user),
      };
    },
  };
}
