import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import { searchDocuments, searchTitles } from '@server/db/schema/search';
import { listedSql, visibleToViewerSql } from '../access';
import { notMutedBy } from '../social';
import { parseSearchQuery, toTsQuery } from './search-query';
import type { PublisherScope, SearchPage, SearchRequest, StoryHit } from './search-index';
import { findCorrections } from './word-corrections';

/** The text search configuration: English stemming ("stories" finds "story"). */
const SEARCH_CONFIG = 'english';
/**
 * Title matches ranked per query beyond the page asked for. Ranking happens on
 * the small titles index alone, the story rows and who may see them are read
 * for these few only, so a prefix matching thousands of titles stays cheap.
 */
const RANKED_CANDIDATES = 100;

const hitColumns = {
  postId: posts.id,
  title: posts.title,
  subtitle: posts.subtitle,
  creatorId: posts.creatorId,
  latestPublishedAt: posts.latestPublishedAt,
};

function scopeSql(scope: PublisherScope | undefined): SQL | undefined {
  if (!scope) return undefined;
  return scope.kind === 'collection'
    ? eq(posts.collectionId, scope.id)
    : eq(posts.creatorId, scope.id);
}

/** Who may see a story (the access room's rule), the viewer's mutes, the scope; no responses. */
function shownSql(db: Database, request: SearchRequest): SQL | undefined {
  return and(
    visibleToViewerSql(request.viewerId),
    listedSql(),
    isNull(posts.inResponseToPostId),
    notMutedBy(db, request.viewerId),
    scopeSql(request.scope),
  );
}

interface Window {
  offset: number;
  /** Rows wanted, one more than the page to learn whether another follows. */
  take: number;
}

/**
 * Stories whose title, subtitle or tags match, best first: ts_rank on the
 * titles index weighs title (A) over subtitle (B) over tag (C); newer first
 * among equals. The candidates are capped before the story rows are joined.
 */
async function titleMatches(db: Database, request: SearchRequest, tsquery: SQL, window: Window) {
  const rank = sql<number>`ts_rank(${searchTitles.titles}, ${tsquery})`;
  const candidates = db
    .select({ postId: searchTitles.postId, rank: rank.as('rank') })
    .from(searchTitles)
    .where(sql`${searchTitles.titles} @@ ${tsquery}`)
    .orderBy(desc(rank), desc(searchTitles.latestPublishedAt), desc(searchTitles.postId))
    .limit(window.offset + window.take + RANKED_CANDIDATES)
    .as('candidates');
  return db
    .select(hitColumns)
    .from(candidates)
    .innerJoin(posts, eq(posts.id, candidates.postId))
    .where(shownSql(db, request))
    .orderBy(desc(candidates.rank), desc(posts.latestPublishedAt), desc(posts.id))
    .limit(window.take)
    .offset(window.offset);
}

/** How many title matches this viewer may see (to page past them into body matches). */
async function countTitleMatches(db: Database, request: SearchRequest, tsquery: SQL) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(searchTitles)
    .innerJoin(posts, eq(posts.id, searchTitles.postId))
    .where(and(sql`${searchTitles.titles} @@ ${tsquery}`, shownSql(db, request)));
  return row?.total ?? 0;
}

/** Stories that match only in their body, newest first: below every title match. */
async function bodyOnlyMatches(db: Database, request: SearchRequest, tsquery: SQL, window: Window) {
  return db
    .select(hitColumns)
    .from(searchDocuments)
    .innerJoin(posts, eq(posts.id, searchDocuments.postId))
    .where(
      and(
        sql`${searchDocuments.document} @@ ${tsquery}`,
        sql`not exists (select 1 from ${searchTitles} where ${searchTitles.postId} = ${searchDocuments.postId} and ${searchTitles.titles} @@ ${tsquery})`,
        shownSql(db, request),
      ),
    )
    .orderBy(desc(posts.latestPublishedAt), desc(posts.id))
    .limit(window.take)
    .offset(window.offset);
}

/**
 * Stories matching every word (or a correction of it): first those matching
 * in title, subtitle or tags, ranked there (title > subtitle > tags); then,
 * unless only titles are asked for, those matching in the body alone, newest
 * first. Responses are not stories of their own in search.
 */
export async function searchStories(
  db: Database,
  request: SearchRequest,
): Promise<SearchPage<StoryHit>> {
  const query = parseSearchQuery(request.query, { prefix: request.prefix ?? false });
  if (query.words.length === 0) return { hits: [], hasMore: false };
  const corrections = await findCorrections(db, query);
  const tsquery = sql`to_tsquery(${SEARCH_CONFIG}::regconfig, ${toTsQuery(query, corrections)})`;
  const offset = request.offset ?? 0;
  const take = request.limit + 1;
  let rows = await titleMatches(db, request, tsquery, { offset, take });
  if (rows.length < take && !request.titlesOnly) {
    const titled =
      rows.length > 0 || offset === 0
        ? offset + rows.length
        : await countTitleMatches(db, request, tsquery);
    const more = await bodyOnlyMatches(db, request, tsquery, {
      offset: Math.max(0, offset - titled),
      take: take - rows.length,
    });
    rows = [...rows, ...more];
  }
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
