import {
  SocialProviderError,
  basicAuth,
  discover,
  isEmailVerified,
  postTokenRequest,
  verifyIdToken,
} from './oidc';
import type { SocialProviderAdapter } from './provider';
import { urlWithQuery } from './provider';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com, or any OpenID provider speaking the same protocol. */
  issuer: string;
}

/** Google sign-in: OpenID Connect authorization code flow with PKCE and nonce. */
export function createGoogleAdapter(config: GoogleConfig): SocialProviderAdapter {
  return {
    async authorizationUrl(input) {
      const discovery = await discover(config.issuer);
      return urlWithQuery(discovery.authorization_endpoint, {
        client_id: config.clientId,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: input.redirectUri,
        state: input.state,
        nonce: input.nonce,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async fetchProfile(input) {
      const discovery = await discover(config.issuer);
      const tokens = await postTokenRequest(
        discovery.token_endpoint,
        {
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          code_verifier: input.codeVerifier,
        },
        { authorization: basicAuth(config.clientId, config.clientSecret) },
      );
      if (typeof tokens.id_token !== 'string') throw new SocialProviderError('No ID token');
      const claims = await verifyIdToken({
        token: tokens.id_token,
        issuer: config.issuer,
        jwksUri: discovery.jwks_uri,
        audience: config.clientId,
        nonce: input.nonce,
      });
      return profileFromClaims(claims);
    },
  };
}

function profileFromClaims(claims: Record<string, unknown>) {
  return {
    subject: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: isEmailVerified(claims),
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}

/** One-tap: the browser hands us an ID token Google minted for our client id. */
export async function verifyGoogleCredential(config: GoogleConfig, credential: string) {
  const discovery = await discover(config.issuer);
  const claims = await verifyIdToken({
    token: credential,
    issuer: config.issuer,
    jwksUri: discovery.jwks_uri,
    audience: config.clientId,
  });
  return profileFromClaims(claims);
}
