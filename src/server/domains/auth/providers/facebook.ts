import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { SocialProviderError } from './oidc';
import type { SocialProviderAdapter } from './provider';
import { urlWithQuery } from './provider';

export interface FacebookConfig {
  clientId: string;
  clientSecret: string;
  /** The login dialog, e.g. https://www.facebook.com/v21.0/dialog/oauth. */
  dialogUrl: string;
  /** The Graph API of the same version, e.g. https://graph.facebook.com/v21.0. */
  graphUrl: string;
}

const meSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
});

/**
 * Facebook Login: OAuth 2 code flow with the app secret (no PKCE on this
 * flow), then the Graph API. Facebook only returns an address it has confirmed
 * as the person's primary e-mail, so it counts as verified.
 */
export function createFacebookAdapter(config: FacebookConfig): SocialProviderAdapter {
  return {
    authorizationUrl(input) {
      return Promise.resolve(
        urlWithQuery(config.dialogUrl, {
          client_id: config.clientId,
          redirect_uri: input.redirectUri,
          state: input.state,
          response_type: 'code',
          scope: 'public_profile,email',
        }),
      );
    },
    async fetchProfile(input) {
      const tokenUrl = urlWithQuery(`${config.graphUrl}/oauth/access_token`, {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uri: input.redirectUri,
        code: input.code,
      });
      const token = await getJson(tokenUrl);
      if (typeof token.access_token !== 'string') throw new SocialProviderError('No access token');
      // appsecret_proof: a stolen access token alone cannot call the Graph API as this app.
      const proof = createHmac('sha256', config.clientSecret)
        .update(token.access_token)
        .digest('hex');
      const me = meSchema.parse(
        await getJson(
          urlWithQuery(`${config.graphUrl}/me`, {
            fields: 'id,name,email',
            access_token: token.access_token,
            appsecret_proof: proof,
          }),
        ),
      );
      return {
        subject: me.id,
        email: me.email ?? null,
        emailVerified: Boolean(me.email),
        name: me.name ?? null,
      };
    },
  };
}

async function getJson(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new SocialProviderError(`Facebook answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
