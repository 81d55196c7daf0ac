import type { ServerConfig } from '../env';

type OriginConfig = Pick<ServerConfig, 'publicUrl' | 'authDomain' | 'port'>;

/** The address a site without PUBLIC_URL answers at: it listens on loopback only. */
function loopbackOrigin(port: number): string {
  return `http://localhost:${port}`;
}

/** The site's own origin: PUBLIC_URL's, else the loopback origin. Never a request's Host. */
export function siteOrigin(config: OriginConfig): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : loopbackOrigin(config.port);
}

/** The origin that signs people in and that mailed links point at: AUTH_DOMAIN, else the site's. */
export function authOrigin(config: OriginConfig): string {
  return config.authDomain ?? siteOrigin(config);
}

/** Names that always mean this machine (RFC 6761 reserves `.localhost` for loopback). */
function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Whether mail with sign-in links may be sent for a request made to
 * `requestOrigin`. The links are always built from the configured origin; a
 * site without PUBLIC_URL or AUTH_DOMAIN only signs in visitors on loopback,
 * where that origin (http://localhost:PORT) is the one they are using.
 */
export function mayMailLinksFor(config: OriginConfig, requestOrigin: string): boolean {
  if (config.publicUrl || config.authDomain) return true;
  try {
    return isLoopbackHostname(new URL(requestOrigin).hostname);
  } catch {
    return false;
  }
}

/** The start-up line for a site without PUBLIC_URL: where it answers and how to publish it. */
export function publicUrlNotice(config: OriginConfig & Pick<ServerConfig, 'host'>): string | null {
  if (config.publicUrl) return null;
  return (
    `PUBLIC_URL is not set: Quire answers at ${loopbackOrigin(config.port)} (listening on ` +
    `${config.host}) and mails sign-in links only for that address. To serve other computers, ` +
    'set PUBLIC_URL to the address people use, e.g. PUBLIC_URL=https://quire.example.org.'
  );
}

/**
 * The site's own host names (its origin's and the auth domain's; every
 * loopback name for a site without PUBLIC_URL): a referrer from them is internal.
 */
export function siteHostsOf(config: OriginConfig): string[] {
  const hosts = [siteOrigin(config), authOrigin(config)].map((url) => new URL(url).hostname);
  if (!config.publicUrl) hosts.push('localhost', '127.0.0.1', '[::1]');
  return [...new Set(hosts)];
}
