import type { SocialProvider } from './auth-methods';
import type { SusiOperation } from './susi-state';

/** Where each provider's sign-in starts (routes-entities-shell §2.5, Auth). */
const SOCIAL_START_PATHS: Record<SocialProvider, string> = {
  google: '/m/connect/google',
  facebook: '/m/connect/facebook',
  apple: '/m/start-auth/apple',
  twitter: '/m/account/authenticate-twitter',
};

export interface SocialUrlInput {
  provider: SocialProvider;
  redirect: string;
  operation: SusiOperation;
  entry: string | null;
  /** Origin of the auth domain when the page is on a custom domain; '' for same-origin. */
  authOrigin?: string;
}

/** The social sign-in redirect; the server joins provider, redirect and operation into its state value. */
export function socialSignInUrl(input: SocialUrlInput): string {
  const query = new URLSearchParams({ redirect: input.redirect, operation: input.operation });
  if (input.entry) query.set('entry', input.entry);
  return `${input.authOrigin ?? ''}${SOCIAL_START_PATHS[input.provider]}?${query.toString()}`;
}
