/**
 * URL checks for user-written content. Stories are rendered by React, which
 * escapes text, but an href is executed by the browser as it is: a link must
 * never carry a script (javascript:, vbscript:) or a document (data:).
 */

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

// Browsers strip tabs and newlines inside a URL and ignore leading control
// characters, so "java\tscript:" runs as javascript:. Legitimate links are
// percent-encoded, so any whitespace or control character is refused.
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\\]/u;

// Checked before parsing so that relative and protocol-relative forms
// ("//evil.example", "/\\evil", "evil.example") never reach URL(), which
// would otherwise resolve them against a base.
const EXPLICIT_SCHEME = /^(?:https?:\/\/|mailto:)/i;

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

function parseExplicit(href: string, schemes: RegExp): UrlCheck {
  if (href.length === 0) return { ok: false, reason: 'Link is empty.' };
  if (UNSAFE_CHARACTERS.test(href))
    return { ok: false, reason: 'Link contains spaces, backslashes or control characters.' };
  if (!schemes.test(href))
    return { ok: false, reason: 'Links must start with http://, https:// or mailto:.' };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { ok: false, reason: 'Link is not a valid URL.' };
  }
  return { ok: true, url };
}

/** A link in a story (markup A, mixtape embed): http, https or mailto only. */
export function checkLinkHref(href: string): UrlCheck {
  const parsed = parseExplicit(href, EXPLICIT_SCHEME);
  if (!parsed.ok) return parsed;
  const { url } = parsed;
  if (!LINK_PROTOCOLS.has(url.protocol))
    return { ok: false, reason: 'Links must start with http://, https:// or mailto:.' };
  if (url.protocol !== 'mailto:') {
    if (!url.hostname) return { ok: false, reason: 'Link has no host.' };
    // user:password@host links are a phishing trick ("https://bank.example@evil.example").
    if (url.username || url.password)
      return { ok: false, reason: 'Links may not contain a user name or password.' };
  } else if (url.pathname.length === 0) {
    return { ok: false, reason: 'Mail link has no address.' };
  }
  return parsed;
}

/** A web address the author chose (canonical URL): http or https only. */
export function checkWebUrl(href: string): UrlCheck {
  const parsed = checkLinkHref(href);
  if (!parsed.ok) return parsed;
  if (parsed.url.protocol === 'mailto:')
    return { ok: false, reason: 'Address must start with http:// or https://.' };
  return parsed;
}

/** Embeds that may run in a story frame: only these players, only over https. */
export const IFRAME_ALLOWED_PREFIXES = [
  'https://www.youtube-nocookie.com/embed/',
  'https://www.youtube.com/embed/',
  'https://player.vimeo.com/video/',
] as const;

export function checkIframeSrc(src: string): UrlCheck {
  const parsed = parseExplicit(src, /^https:\/\//i);
  if (!parsed.ok) return parsed;
  const { url } = parsed;
  const normalised = `${url.protocol}//${url.host}${url.pathname}`;
  const isAllowed =
    !url.username &&
    !url.password &&
    !url.port &&
    IFRAME_ALLOWED_PREFIXES.some(
      (prefix) => normalised.startsWith(prefix) && normalised.length > prefix.length,
    );
  if (!isAllowed)
    return {
      ok: false,
      reason: 'Embeds are allowed only from YouTube (/embed/) and Vimeo (player.vimeo.com/video/).',
    };
  return parsed;
}
