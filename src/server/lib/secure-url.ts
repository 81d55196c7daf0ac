const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * An https URL, or plain http on this machine's loopback. Endpoints the server
 * talks to (OpenID issuers, social providers, captcha checks) must be one of
 * these: plain http is only ever a local test provider, never a real one.
 */
export function isHttpsOrLoopbackUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}
