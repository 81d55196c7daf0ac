import type { SusiOperation } from '../../features/auth/susi-state';

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

/** Only same-site paths or http(s) URLs; the server checks the final target again. */
function safeRedirect(value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}
