import { PRIVACY_COOKIE_NAME, PRIVACY_POLICY_MARKER } from '@shared/privacy';

// The server reads the same names from shared/privacy.ts to decide whether to show the banner.
export { PRIVACY_COOKIE_NAME, PRIVACY_POLICY_MARKER };

export const PRIVACY_STORAGE_KEY = 'privacy-policy-accepted';

/** One year: acceptance is remembered that long before the banner may ask again. */
const PRIVACY_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** The Set-Cookie-style string written to document.cookie on accepting. */
export function privacyAcceptedCookie(): string {
  return `${PRIVACY_COOKIE_NAME}=${PRIVACY_POLICY_MARKER}; Path=/; Max-Age=${PRIVACY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Remembers acceptance in the cookie (what the server reads) and in local
 * storage (a backup when cookies are cleared by session). Storage may be
 * missing or throw (private modes, disabled cookies); the cookie still counts.
 */
export function rememberPrivacyAcceptance(
  doc: { cookie: string },
  getStorage: () => Pick<Storage, 'setItem'> | undefined,
): void {
  doc.cookie = privacyAcceptedCookie();
  try {
    getStorage()?.setItem(PRIVACY_STORAGE_KEY, PRIVACY_POLICY_MARKER);
  } catch {
    // Nothing else to do: the cookie alone keeps the banner away.
  }
}
