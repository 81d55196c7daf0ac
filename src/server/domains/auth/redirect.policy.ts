import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import { sameSitePath } from '@shared/routing/same-site-path';

/**
 * Entries (susiEntry) where the visitor was in the middle of something (a clap,
 * a paywall, a custom domain…): a new account goes straight back there instead
 * of through the username step.
 */
const ONBOARDING_SKIPPING_ENTRIES = new Set([
  'clap',
  'highlight',
  'landing',
  'post_free',
  'custom_domain',
  'paywall',
  'regwall',
  'private_note',
  'respond',
  'report',
]);

export function skipsOnboarding(entry: string | null | undefined): boolean {
  return !!entry && ONBOARDING_SKIPPING_ENTRIES.has(entry);
}

export interface RedirectTarget {
  /** Where to send the browser: a path, or an absolute URL on a trusted host. */
  location: string;
  /** Set when the target is a publication's custom domain. */
  customDomain: URL | null;
}

const HOME: RedirectTarget = { location: '/', customDomain: null };

async function isRegisteredCustomDomain(db: Database, hostname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(sql`lower(${collections.domain}) = ${hostname.toLowerCase()}`)
    .limit(1);
  return !!row;
}

/**
 * Only paths, this site's own origins and registered custom domains are
 * followed; anything else lands on the home page (no open redirect).
 */
export async function resolveRedirect(options: {
  db: Database;
  redirect: string | null | undefined;
  trustedOrigins: string[];
}): Promise<RedirectTarget> {
  const raw = options.redirect?.trim();
  if (!raw) return HOME;
  const path = sameSitePath(raw);
  if (path) return { location: path, customDomain: null };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return HOME;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return HOME;
  if (url.username || url.password) return HOME;
  if (options.trustedOrigins.includes(url.origin))
    return { location: url.href, customDomain: null };
  if (await isRegisteredCustomDomain(options.db, url.hostname)) {
    return { location: url.href, customDomain: url };
  }
  return HOME;
}

/** The origins this server answers for as itself: the request's, PUBLIC_URL's and the auth domain. */
export function ownOrigins(options: {
  requestOrigin: string;
  publicUrl: string | undefined;
  authDomain: string | undefined;
}): string[] {
  const origins = [options.requestOrigin];
  if (options.publicUrl) origins.push(new URL(options.publicUrl).origin);
  if (options.authDomain) origins.push(new URL(options.authDomain).origin);
  return origins;
}
