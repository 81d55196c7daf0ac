import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import { onContentChange } from '@server/lib/content-changes';
import type { MatchContext } from '@shared/routing/matcher';

export interface CustomDomainResolver {
  resolve(hostname: string): Promise<MatchContext['customDomain'] | null>;
}

interface Answer {
  collectionId: string | null;
  domain: MatchContext['customDomain'] | null;
}

/** Answers are kept this long at most, so a change announced by another process shows soon. */
const KEPT_MS = 60_000;

/**
 * A request on a publication's own domain is routed as if under its slug.
 * Only live domains count: collections.domain is set while the domain's
 * record is ACTIVE. The site's own host (PUBLIC_URL, localhost) never hits
 * the database; other hosts' answers are kept until the publication changes
 * (a deleted publication keeps its domain, whose pages then answer 410 Gone).
 */
export function createCustomDomainResolver(
  db: Database,
  publicUrl: string | undefined,
): CustomDomainResolver & { close(): void } {
  const ownHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
  if (publicUrl) ownHosts.add(new URL(publicUrl).hostname);
  const kept = new LRUCache<string, Answer>({ max: 5000, ttl: KEPT_MS });
  const stopListening = onContentChange((change) => {
    if (change.everything) return kept.clear();
    const changed = new Set(change.ids);
    // A publication that gained a domain was "no publication" under that host until now.
    for (const [host, answer] of kept.entries())
      if (answer.collectionId === null || changed.has(answer.collectionId)) kept.delete(host);
  });
  return {
    async resolve(hostname) {
      const host = hostname.replace(/:\d+$/, '').toLowerCase();
      if (!host || ownHosts.has(host)) return null;
      const known = kept.get(host);
      if (known) return known.domain;
      const [row] = await db
        .select({ id: collections.id, slug: collections.slug })
        .from(collections)
        .where(sql`lower(${collections.domain}) = ${host}`)
        .limit(1);
      const answer: Answer = row
        ? { collectionId: row.id, domain: { kind: 'collection', collectionSlug: row.slug } }
        : { collectionId: null, domain: null };
      kept.set(host, answer);
      return answer.domain;
    },
    close: stopListening,
  };
}
