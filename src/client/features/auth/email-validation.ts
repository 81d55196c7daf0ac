import { isValidEmail as followsEmailRule } from '@shared/users/email-rule';

export const LOGIN_CODE_LENGTH = 6;

export type EmailProblem = 'invalid' | 'googleTypo';

export function normalizeEmail(raw: string): string {
  return raw.trim();
}

/** E-mail validation in the sign-in dialog: the shared rule, on trimmed input. */
export function isValidEmail(raw: string): boolean {
  return followsEmailRule(normalizeEmail(raw));
}

/** A mistyped Google domain ('@gm', '@goo' but not gmail.com / googlemail.com). */
export function isLikelyGoogleTypo(raw: string): boolean {
  const email = normalizeEmail(raw).toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com' || domain === 'google.com') {
    return false;
  }
  return email.includes('@gm') || email.includes('@goo');
}

/**
 * Checks an address before sending: invalid addresses fail; a likely Google
 * typo is flagged only when Google sign-in can be offered instead.
 */
export function checkEmail(raw: string, isGoogleAvailable: boolean): EmailProblem | null {
  if (!isValidEmail(raw)) {
    return isGoogleAvailable && isLikelyGoogleTypo(raw) ? 'googleTypo' : 'invalid';
  }
  return isGoogleAvailable && isLikelyGoogleTypo(raw) ? 'googleTypo' : null;
}

/** A login code is exactly six digits. */
export function isValidLoginCode(raw: string): boolean {
  return new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`).test(raw.trim());
}
