import { inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import type { PublisherScope, SearchIndex, TagHit } from './search-index';
import { parseSearchQuery } from './search-query';

const RESULTS_PER_PAGE = 10;
/** Relevance pages further than this are not offered (offset paging stays cheap). */
const MAX_RESULTS_PAGE = 50;

export type SearchTabName = 'STORIES' | 'PEOPLE' | 'PUBLICATIONS' | 'TAGS';

export interface SearchResultsPage {
  query: string;
  tab: SearchTabName;
  page: number;
  hasNextPage: boolean;
  stories: PostRow[];
  people: UserRow[];
  publications: CollectionRow[];
  tags: TagHit[];
  suggestion: string | null;
  scopedTo: UserRow | null;
  scopedToPublication: CollectionRow | null;
}

interface Loaders {
  userById: { loadMany(ids: readonly string[]): Promise<Array<UserRow | null | Error>> };
  collectionById: {
    loadMany(ids: readonly string[]): Promise<Array<CollectionRow | null | Error>>;
  };
}

const present = <T>(rows: Array<T | null | Error>): T[] =>
  rows.filter((row): row is T => row !== null && !(row instanceof Error));

/** The stories of the hits, in the hits' order: one statement for the page. */
async function postsInOrder(db: Database, ids: string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(posts).where(inArray(posts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is PostRow => row !== undefined);
}

/**
 * One page of one tab of the results page, with a spelling suggestion when
 * the page is empty or the query held words the index does not know.
 */
export async function searchResultsPage(options: {
  db: Database;
  index: SearchIndex;
  loaders: Loaders;
  viewerId: string | null;
  query: string;
  tab: SearchTabName;
  page: number;
  /** A writer's search: their stories only, whatever tab is asked. */
  scopedTo?: UserRow | null;
  /** A publication's search: its stories only, whatever tab is asked. */
  scopedToPublication?: CollectionRow | null;
}): Promise<SearchResultsPage> {
  const page = Math.min(Math.max(1, Math.trunc(options.page)), MAX_RESULTS_PAGE);
  const text = parseSearchQuery(options.query, { prefix: false }).text;
  const request = {
    query: text,
    viewerId: options.viewerId,
    limit: RESULTS_PER_PAGE,
    offset: (page - 1) * RESULTS_PER_PAGE,
  };
  const empty = { stories: [], people: [], publications: [], tags: [] };
  const scopedTo = options.scopedTo ?? null;
  const scopedToPublication = options.scopedToPublication ?? null;
  const scope: PublisherScope | undefined = scopedTo
    ? { kind: 'user', id: scopedTo.id }
    : scopedToPublication
      ? { kind: 'collection', id: scopedToPublication.id }
      : undefined;
  const base = {
    query: text,
    tab: options.tab,
    page,
    suggestion: null,
    scopedTo,
    scopedToPublication,
  };
  const suggestion = text ? await options.index.suggestion(text) : null;
  switch (scope ? 'STORIES' : options.tab) {
    case 'STORIES': {
      const found = await options.index.stories({ ...request, scope });
      const stories = await postsInOrder(
        options.db,
        found.hits.map((hit) => hit.postId),
      );
      return { ...base, ...empty, tab: 'STORIES', stories, hasNextPage: found.hasMore, suggestion };
    }
    case 'PEOPLE': {
      const found = await options.index.people(request);
      const people = present(
        await options.loaders.userById.loadMany(found.hits.map((h) => h.userId)),
      );
      return { ...base, ...empty, people, hasNextPage: found.hasMore, suggestion };
    }
    case 'PUBLICATIONS': {
      const found = await options.index.publications(request);
      const publications = present(
        await options.loaders.collectionById.loadMany(found.hits.map((h) => h.collectionId)),
      );
      return { ...base, ...empty, publications, hasNextPage: found.hasMore, suggestion };
    }
    case 'TAGS': {
      const found = await options.index.tags(request);
      return { ...base, ...empty, tags: found.hits, hasNextPage: found.hasMore, suggestion };
    }
  }
}
