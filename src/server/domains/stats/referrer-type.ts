/**
 * Where a view came from, by the page's referrer and address: the site's own
 * pages (internal), a search engine, a social network, an e-mail (a web mail
 * client, or a link tagged utm_medium=email), nothing (direct), or any other
 * site (external).
 */
export const REFERRER_TYPES = [
  'internal',
  'search',
  'social',
  'email',
  'direct',
  'external',
] as const;
export type ReferrerType = (typeof REFERRER_TYPES)[number];

export interface ReferrerClass {
  type: ReferrerType;
  /** The referring host, '' when there is none. */
  host: string;
}

// Engines whose country domains vary (google.de, yandex.ru) match on the name before the suffix.
const SEARCH_NAMES = ['google', 'bing', 'yahoo', 'yandex', 'baidu', 'naver', 'seznam'];
const SEARCH_HOSTS = [
  'duckduckgo.com',
  'ecosia.org',
  'search.brave.com',
  'startpage.com',
  'qwant.com',
  'kagi.com',
  'ask.com',
];
const SOCIAL_HOSTS = [
  'facebook.com',
  'fb.com',
  'messenger.com',
  'instagram.com',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'reddit.com',
  'news.ycombinator.com',
  'pinterest.com',
  'threads.net',
  'bsky.app',
  'mastodon.social',
  'youtube.com',
  'tiktok.com',
  'whatsapp.com',
  't.me',
  'telegram.org',
  'tumblr.com',
  'quora.com',
];
// Web mail clients; their subdomain of a search engine's name must win over the engine.
const MAIL_HOSTS = [
  'mail.google.com',
  'mail.yahoo.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.proton.me',
  'mail.yandex.ru',
  'mail.aol.com',
  'app.fastmail.com',
  'mail.zoho.com',
];

const onDomain = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

const isSearchName = (host: string) => {
  const labels = host.split('.');
  // google.com, www.google.co.uk: the name is followed by one or two suffix labels.
  return SEARCH_NAMES.some((name) => {
    const at = labels.lastIndexOf(name);
    return at >= 0 && labels.length - at - 1 >= 1 && labels.length - at - 1 <= 2;
  });
};

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function isTaggedEmail(location: string | null | undefined): boolean {
  const url = location ? parseUrl(location, 'http://site.invalid') : null;
  return url?.searchParams.get('utm_medium')?.toLowerCase() === 'email';
}

/**
 * Classifies one view. `ownHosts` are the site's own host names and its
 * publications' custom domains, lower case.
 */
export function classifyReferrer(options: {
  referrer: string | null | undefined;
  location?: string | null;
  ownHosts: ReadonlySet<string>;
}): ReferrerClass {
  const referrer = (options.referrer ?? '').trim();
  const url = referrer ? parseUrl(referrer) : null;
  const host = url?.hostname.toLowerCase().replace(/\.$/, '') ?? '';
  if (isTaggedEmail(options.location)) return { type: 'email', host };
  if (!referrer) return { type: 'direct', host: '' };
  // A path is the previous page of a navigation inside the site.
  if (referrer.startsWith('/') && !referrer.startsWith('//')) return { type: 'internal', host: '' };
  if (!url || !host) return { type: 'external', host: '' };
  if (options.ownHosts.has(host)) return { type: 'internal', host };
  if (onDomain(host, MAIL_HOSTS)) return { type: 'email', host };
  if (onDomain(host, SEARCH_HOSTS) || isSearchName(host)) return { type: 'search', host };
  if (onDomain(host, SOCIAL_HOSTS)) return { type: 'social', host };
  return { type: 'external', host };
}
