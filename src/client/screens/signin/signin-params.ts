import type { SusiOperation } from '@client/features/auth/susi-state';
import { sameSitePath } from '@shared/routing/same-site-path';

export interface SignInPageParams {
  operation: SusiOperation;
  entry: string | null;
  redirect: string | null;
  error: string | null;
}

/** Reads ?operation=register, ?entry=…, ?redirect=…, ?error=… of /m/signin. */
export function signInPageParams(location: string): SignInPageParams {
  const query = new URLSearchParams(location.split('?')[1] ?? '');
  return {
    operation: query.get('operation') === 'register' ? 'register' : 'login',
    entry: query.get('entry') || null,
    redirect: safeRedirect(query.get('redirect')),
    error: query.get('error') || null,
  };
}

/**
 * A same-site path, or an http(s) URL for the server to check (a
 * publication's own domain). The browser itself only ever navigates to the
 * path form: see redirectDestination.
 */
function safeRedirect(value: string | null): string | null {
  if (!value) return null;
  const path = sameSitePath(value);
  if (path) return path;
  // eslint-disable-next-line no-control-regex
  return /^https?:\/\/[^\\\u0000-\u001f]+$/i.test(value) ? value : null;
}
