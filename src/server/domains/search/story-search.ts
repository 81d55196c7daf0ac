import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import { searchDocuments } from '@server/db/schema/search';
import { listedSql, visibleToViewerSql } from '../access';
import { notMutedBy } from '../social';
import { parseSearchQuery, toTsQuery } from './search-query';
import type { PublisherScope, SearchPage, SearchRequest, StoryHit } from './search-index';
import { findCorrections } from './word-corrections';

/** The text search configuration: English stemming ("stories" finds "story"). */
const SEARCH_CONFIG = 'english';

function scopeSql(scope: PublisherScope | undefined): SQL | undefined {
  if (!scope) return undefined;
  return scope.kind === 'collection'
    ? eq(posts.collectionId, scope.id)
    : eq(posts.creatorId, scope.id);
}

/**
 * Stories matching every word (or a correction of it), best first: ts_rank
 * weighs a title match over a subtitle, tag or body match; newer first among
 * equals. Who may see a story is the access room's rule, applied here, with
 * the viewer's mutes; responses are not stories of their own in search.
 */
export async function searchStories(
  db: Database,
  request: SearchRequest,
): Promise<SearchPage<StoryHit>> {
  const query = parseSearchQuery(request.query, { prefix: request.prefix ?? false });
  if (query.words.length === 0) return { hits: [], hasMore: false };
  const corrections = await findCorrections(db, query);
  const tsquery = sql`to_tsquery(${SEARCH_CONFIG}::regconfig, ${toTsQuery(query, corrections)})`;
  const rank = sql`ts_rank(${searchDocuments.document}, ${tsquery})`;
  const rows = await db
    .select({
      postId: posts.id,
      title: posts.title,
      subtitle: posts.subtitle,
      creatorId: posts.creatorId,
      latestPublishedAt: posts.latestPublishedAt,
    })
    .from(searchDocuments)
    .innerJoin(posts, eq(posts.id, searchDocuments.postId))
    .where(
      and(
        sql`${searchDocuments.document} @@ ${tsquery}`,
        visibleToViewerSql(request.viewerId),
        listedSql(),
        isNull(posts.inResponseToPostId),
        notMutedBy(db, request.viewerId),
        scopeSql(request.scope),
      ),
    )
    .orderBy(desc(rank), desc(posts.latestPublishedAt), desc(posts.id))
    .limit(request.limit + 1)
    .offset(request.offset ?? 0);
  const hits = rows.slice(0, request.limit).map((row) => ({
    ...row,
    latestPublishedAt: row.latestPublishedAt ?? new Date(0),
  }));
  return { hits, hasMore: rows.length > request.limit };
}

/** The query with each misspelt word replaced by its closest correction. */
export async function suggestCorrection(db: Database, raw: string): Promise<string | null> {
  const query = parseSearchQuery(raw, { prefix: false });
  const corrections = await findCorrections(db, query);
  if (corrections.size === 0) return null;
  return query.words.map((word) => corrections.get(word)?.[0] ?? word).join(' ');
}
