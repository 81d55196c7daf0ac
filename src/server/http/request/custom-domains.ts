import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { MatchContext } from '@shared/routing/matcher';

export interface CustomDomainResolver {
  resolve(hostname: string): Promise<MatchContext['customDomain'] | null>;
}

/**
 * A request on a publication's own domain is routed as if under its slug.
 * The site's own host (PUBLIC_URL, localhost) never hits the database.
 */
export function createCustomDomainResolver(
  db: Database,
  publicUrl: string | undefined,
): CustomDomainResolver {
  const ownHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
  if (publicUrl) ownHosts.add(new URL(publicUrl).hostname);
  return {
    async resolve(hostname) {
      const host = hostname.replace(/:\d+$/, '').toLowerCase();
      if (!host || ownHosts.has(host)) return null;
      const [row] = await db
        .select({ slug: collections.slug })
        .from(collections)
        .where(sql`lower(${collections.domain}) = ${host}`)
        .limit(1);
      return row ? { kind: 'collection', collectionSlug: row.slug } : null;
    },
  };
}
