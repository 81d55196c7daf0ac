const PROBE_ORIGIN = 'http://same-site.invalid';

// Browsers read a backslash as a slash and drop tabs and newlines inside URLs,
// so "/\evil" and "/\t/evil" both become "//evil": neither may appear at all.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;

/**
 * The one rule for redirect targets (`?redirect=`), on the server and in the
 * browser: a path on this site, normalised, or null. A path starts with
 * exactly one slash, carries no backslash or control character, and is still
 * such a path once dot segments are resolved ("/a/..//evil" would become
 * "//evil", another host). With `origin`, an absolute URL on that very origin
 * is accepted as its path; every other absolute URL is refused.
 */
export function sameSitePath(
  value: string | null | undefined,
  options: { origin?: string } = {},
): string | null {
  if (!value || UNSAFE_CHARACTER.test(value)) return null;
  const candidate = value.startsWith('/') ? value : pathOnOrigin(value, options.origin);
  if (!candidate?.startsWith('/') || candidate.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== PROBE_ORIGIN) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.startsWith('//') ? null : path;
}

function pathOnOrigin(value: string, origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const url = new URL(value);
    if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
