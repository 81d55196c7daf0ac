/**
 * A publication's own domain: the status enum of spec §3.2, where the two
 * challenges live, and the host-name rule both the settings form and the
 * server apply (the server adds what only it knows: its own host, other
 * publications' domains).
 */

/** Custom domain status (spec §3.2): ACTIVE, CREATED, DELETED, FAILED, UNSPECIFIED, VERIFIED. */
type CustomDomainStatus = 'ACTIVE' | 'CREATED' | 'DELETED' | 'FAILED' | 'UNSPECIFIED' | 'VERIFIED';

/** The statuses a stored record can hold (UNSPECIFIED is the enum's empty value, never stored). */
export type StoredCustomDomainStatus = Exclude<CustomDomainStatus, 'UNSPECIFIED'>;

export type CustomDomainCheck = 'DNS_TXT' | 'HTTP';

/** The TXT record the DNS check reads: _quire-challenge.<domain>. */
export const dnsChallengeName = (domain: string): string => `_quire-challenge.${domain}`;

/** Where the HTTP check asks the domain for its token (this app answers it on the domain). */
export const HTTP_CHALLENGE_PREFIX = '/.well-known/quire-challenge/';
export const httpChallengePath = (token: string): string => `${HTTP_CHALLENGE_PREFIX}${token}`;

export const CUSTOM_DOMAIN_TEXTS = {
  invalid: 'Enter a domain name such as blog.example.com.',
  ipAddress: 'Use a domain name, not an IP address.',
  tooLong: 'A domain name has at most 253 characters.',
} as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

/**
 * The host name someone typed, in its normal form (lower case, no scheme,
 * path, port or trailing dot), or why it is not one.
 */
export function checkDomainName(raw: string): DomainCheck {
  let text = raw.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[/?#].*$/, '');
  if (text.startsWith('[') || (text.match(/:/g)?.length ?? 0) > 1)
    return { ok: false, message: CUSTOM_DOMAIN_TEXTS.ipAddress };
  text = text.replace(/:\d+$/, '').replace(/\.$/, '');
  if (text.length > 253) return { ok: false, message: CUSTOM_DOMAIN_TEXTS.tooLong };
  let ascii: string;
  try {
    // The URL parser turns an international name into its xn-- form.
    ascii = new URL(`http://${text}`).hostname;
  } catch {
    return { ok: false, message: CUSTOM_DOMAIN_TEXTS.invalid };
  }
  // The parser also normalises the odd forms of an address (0x7f.1, 2130706433).
  if (ascii.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(ascii))
    return { ok: false, message: CUSTOM_DOMAIN_TEXTS.ipAddress };
  const labels = ascii.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || /^\d+$/.test(tld))
    return { ok: false, message: CUSTOM_DOMAIN_TEXTS.invalid };
  return { ok: true, domain: ascii };
}
