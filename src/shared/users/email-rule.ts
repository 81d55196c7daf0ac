/**
 * The one e-mail rule (routes-entities-shell §5, navigation-signin-search-social §5):
 * one or more allowed characters, an @, a domain, a dot and a suffix of at least
 * two letters, case-insensitive, at most 254 characters. Callers trim first.
 */
const EMAIL_PATTERN = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}
