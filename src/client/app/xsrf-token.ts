import { readCookie } from './startup';

/** Where the server issues a logged-out visitor's anti-forgery cookie (XSRF_TOKEN_PATH). */
const XSRF_TOKEN_PATH = '/_/xsrf';

let pending: Promise<string> | null = null;

/**
 * The anti-forgery token for a state change. Pages come without cookies (so
 * shared caches may keep them): a logged-out visitor's first state change
 * asks the server for its cookie first; later ones read it. Read at each call,
 * since signing in or out (here or in another tab) replaces it.
 */
export function xsrfToken(fetcher: typeof fetch = fetch): Promise<string> {
  const current = readCookie(document.cookie, 'xsrf');
  if (current) return Promise.resolve(current);
  pending ??= fetcher(XSRF_TOKEN_PATH, { credentials: 'same-origin', cache: 'no-store' })
    .then(() => readCookie(document.cookie, 'xsrf') ?? '')
    .finally(() => {
      pending = null;
    });
  return pending;
}
