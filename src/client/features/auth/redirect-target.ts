import { sameSitePath } from '@shared/routing/same-site-path';

/**
 * Where sign-in returns to. On a custom domain the dialog posts to the auth
 * domain, so the redirect is an absolute URL back to this page carrying the
 * account token (spec §7: accountToken).
 */
export function redirectTarget(input: {
  /** window.location.href of the page that opened the dialog. */
  href: string;
  /** An explicit ?redirect= (full-page sign-in); wins over the current page. */
  explicitRedirect?: string | null;
  isCustomDomain: boolean;
  accountToken?: string | null;
}): string {
  const current = new URL(input.href);
  const base = input.explicitRedirect
    ? new URL(input.explicitRedirect, current)
    : new URL(current.pathname + current.search + current.hash, current);
  if (!input.isCustomDomain) {
    return base.origin === current.origin ? base.pathname + base.search + base.hash : base.href;
  }
  if (input.accountToken) base.searchParams.set('accountToken', input.accountToken);
  return base.href;
}

/** The auth domain's origin when the page is on a custom domain, else '' (same origin). */
export function authOrigin(authDomain: string | null | undefined, isCustomDomain: boolean): string {
  if (!isCustomDomain || !authDomain) return '';
  try {
    return new URL(authDomain).origin;
  } catch {
    return '';
  }
}

/**
 * Where the browser itself goes for a ?redirect= (after onboarding, the OK
 * of the full sign-in page): a path on this site, else the home page. Only
 * the server follows absolute URLs, after checking them.
 */
export function redirectDestination(redirect: string | null | undefined): string {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return sameSitePath(redirect, { origin }) ?? '/';
}
