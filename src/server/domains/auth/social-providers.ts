import { isFlagOn } from '@shared/flags';
import type { FlagMap } from '@shared/flags';
import type { ServerConfig } from '@server/env';
import { createAppleAdapter } from './providers/apple';
import { createFacebookAdapter } from './providers/facebook';
import { createGoogleAdapter } from './providers/google';
import type { SocialProviderAdapter } from './providers/provider';
import { createTwitterAdapter } from './providers/twitter';
import type { SocialProviderName } from './social-state';

/** Where each provider's sign-in starts (routes-entities-shell §2.5). */
export const SOCIAL_START_PATHS: Record<SocialProviderName, string> = {
  google: '/m/connect/google',
  facebook: '/m/connect/facebook',
  apple: '/m/start-auth/apple',
  twitter: '/m/account/authenticate-twitter',
};

/** The redirect URI operators register at the provider: the auth callback base plus the provider. */
export const SOCIAL_CALLBACK_BASE = '/m/callback/authenticate';
/** Where the one-tap auth URL points: trades a single-use ticket for a session. */
export const ONE_TAP_CALLBACK_PATH = `${SOCIAL_CALLBACK_BASE}/onetap`;
export const socialCallbackPath = (provider: SocialProviderName) =>
  `${SOCIAL_CALLBACK_BASE}/${provider}`;

export function socialAdapterFor(
  provider: SocialProviderName,
  social: ServerConfig['social'],
): SocialProviderAdapter | null {
  switch (provider) {
    case 'google':
      return social.google && createGoogleAdapter(social.google);
    case 'facebook':
      return social.facebook && createFacebookAdapter(social.facebook);
    case 'apple':
      return social.apple && createAppleAdapter(social.apple);
    case 'twitter':
      return social.twitter && createTwitterAdapter(social.twitter);
  }
}

/** Configured, not switched off by disable_login_<provider>, and for Apple, enable_apple_sign_in on. */
export function isSocialProviderEnabled(
  provider: SocialProviderName,
  social: ServerConfig['social'],
  flags: FlagMap | null,
): boolean {
  if (!social[provider]) return false;
  if (!flags) return true;
  if (isFlagOn(flags, `disable_login_${provider}`)) return false;
  return provider !== 'apple' || isFlagOn(flags, 'enable_apple_sign_in');
}
