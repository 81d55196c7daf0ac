import { z } from 'zod';
import { SocialProviderError, basicAuth, postTokenRequest } from './oidc';
import type { SocialProviderAdapter } from './provider';
import { urlWithQuery } from './provider';

export interface TwitterConfig {
  clientId: string;
  clientSecret: string;
  /** Where people consent, e.g. https://x.com/i/oauth2/authorize. */
  authorizeUrl: string;
  /** The v2 API, e.g. https://api.x.com/2 (token at /oauth2/token, profile at /users/me). */
  apiUrl: string;
}

const meSchema = z.object({ data: z.object({ id: z.string(), name: z.string().optional() }) });

/** Twitter/X: OAuth 2 with PKCE (confidential client). X shares no e-mail address. */
export function createTwitterAdapter(config: TwitterConfig): SocialProviderAdapter {
  return {
    authorizationUrl(input) {
      return Promise.resolve(
        urlWithQuery(config.authorizeUrl, {
          response_type: 'code',
          client_id: config.clientId,
          redirect_uri: input.redirectUri,
          scope: 'users.read tweet.read',
          state: input.state,
          code_challenge: input.codeChallenge,
          code_challenge_method: 'S256',
        }),
      );
    },
    async fetchProfile(input) {
      const tokens = await postTokenRequest(
        `${config.apiUrl}/oauth2/token`,
        {
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          code_verifier: input.codeVerifier,
        },
        { authorization: basicAuth(config.clientId, config.clientSecret) },
      );
      if (typeof tokens.access_token !== 'string') throw new SocialProviderError('No access token');
      const response = await fetch(`${config.apiUrl}/users/me`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new SocialProviderError(`X answered ${response.status}`);
      const me = meSchema.parse(await response.json());
      return { subject: me.data.id, email: null, emailVerified: false, name: me.data.name ?? null };
    },
  };
}
