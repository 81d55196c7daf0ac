import { isFlagOn } from '@shared/flags';
import type { FlagMap, FlagName } from '@shared/flags';
import type { SusiOperation, SusiVariant } from './susi-state';

export type SocialProvider = 'google' | 'facebook' | 'apple' | 'twitter';
export type AuthMethod = SocialProvider | 'email';

/** How the e-mail method is offered: a full button, or (sign-up with the button flag off) a link. */
type EmailPresentation = 'button' | 'link';

export interface AuthMethodInput {
  variant: SusiVariant;
  operation: SusiOperation;
  flags: Partial<FlagMap>;
  /** authConfig.socialProviders: the providers with credentials on this server. */
  socialProviders: readonly string[];
  userAgent: string;
}

export interface AvailableMethods {
  social: SocialProvider[];
  email: EmailPresentation | null;
}

const SIGN_IN_ORDER: SocialProvider[] = ['google', 'facebook', 'apple', 'twitter'];
const SIGN_UP_ORDER: SocialProvider[] = ['google', 'facebook'];
const OLD_ORDER: SocialProvider[] = ['google', 'facebook', 'twitter', 'apple'];

const DISABLE_FLAG: Record<AuthMethod, FlagName> = {
  google: 'disable_login_google',
  facebook: 'disable_login_facebook',
  twitter: 'disable_login_twitter',
  apple: 'disable_login_apple',
  email: 'disable_login_email',
};

/**
 * The one in-app browser that hides the Google button: Facebook's (its user
 * agent carries FBAN or FBAV). Google refuses OAuth inside that embedded web
 * view ("disallowed_useragent"), so the button could only lead to an error.
 */
export function isGoogleBlockedBrowser(userAgent: string): boolean {
  return /\bFB(AN|AV)\//.test(userAgent);
}

function isProviderShown(provider: SocialProvider, input: AuthMethodInput): boolean {
  if (isFlagOn(input.flags, DISABLE_FLAG[provider])) return false;
  if (!input.socialProviders.includes(provider)) return false;
  if (provider === 'apple' && !isFlagOn(input.flags, 'enable_apple_sign_in')) return false;
  if (provider === 'google' && isGoogleBlockedBrowser(input.userAgent)) return false;
  return true;
}

/** The sign-in methods offered on the options step, in display order. */
export function availableMethods(input: AuthMethodInput): AvailableMethods {
  const order =
    input.variant === 'old'
      ? OLD_ORDER
      : input.operation === 'register'
        ? SIGN_UP_ORDER
        : SIGN_IN_ORDER;
  const social = order.filter((provider) => isProviderShown(provider, input));
  let email: EmailPresentation | null = null;
  if (!isFlagOn(input.flags, 'disable_login_email')) {
    const isLink =
      input.variant === 'new' &&
      input.operation === 'register' &&
      !isFlagOn(input.flags, 'enable_signup_with_email_button');
    email = isLink ? 'link' : 'button';
  }
  return { social, email };
}

/** Whether Google sign-in can be suggested (for the '@gm' / '@goo' typo hint). */
export function isGoogleAvailable(input: Omit<AuthMethodInput, 'variant' | 'operation'>): boolean {
  return isProviderShown('google', { ...input, variant: 'new', operation: 'login' });
}

/** The operation sent to the server: the new dialog always sends register (spec §4). */
export function requestOperation(variant: SusiVariant, operation: SusiOperation): SusiOperation {
  return variant === 'new' ? 'register' : operation;
}

/** The variant in use: the old dialog unless enable_new_susi_modal is on. */
export function susiVariant(flags: Partial<FlagMap>): SusiVariant {
  return isFlagOn(flags, 'enable_new_susi_modal') ? 'new' : 'old';
}
