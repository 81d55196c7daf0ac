/** What every social provider adapter offers the sign-in routes. */
export interface SocialProfile {
  /** The provider's stable id for the person. */
  subject: string;
  email: string | null;
  /** Only a verified address may link to, or be set on, an account. */
  emailVerified: boolean;
  name: string | null;
}

interface AuthorizationInput {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  /** OIDC nonce; providers without ID tokens ignore it. */
  nonce: string;
}

interface CallbackInput {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
  /** Everything the provider sent to the callback (Apple posts the name once, as `user`). */
  fields: Record<string, string>;
}

export interface SocialProviderAdapter {
  authorizationUrl(input: AuthorizationInput): Promise<URL>;
  fetchProfile(input: CallbackInput): Promise<SocialProfile>;
}

export function urlWithQuery(base: string, query: Record<string, string>): URL {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}
