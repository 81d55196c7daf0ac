import { isSearchTab } from '@client/features/search/search-paths';
import type { SearchTabSlug } from '@client/features/search/search-paths';

const TAB_ENUM: Record<SearchTabSlug, 'STORIES' | 'PEOPLE' | 'PUBLICATIONS' | 'TAGS'> = {
  stories: 'STORIES',
  people: 'PEOPLE',
  publications: 'PUBLICATIONS',
  tags: 'TAGS',
};

export interface SearchLocation {
  /** Null for a tab that does not exist: the page answers 404. */
  tab: SearchTabSlug | null;
  query: string;
  page: number;
  /** /@{username}/search: one writer's stories. */
  username: string | null;
  /** /{collectionSlug}/search: one publication's stories. */
  collectionSlug: string | null;
}

/** Reads /search?q=&page= and /search/{tab}?q=&page=. */
export function readSearchLocation(
  params: Record<string, string>,
  location: string,
): SearchLocation {
  const tabParam = params.tab?.toLowerCase();
  const tab = tabParam === undefined ? 'stories' : isSearchTab(tabParam) ? tabParam : null;
  const queryStart = location.indexOf('?');
  const search = new URLSearchParams(queryStart === -1 ? '' : location.slice(queryStart + 1));
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    tab,
    query: (search.get('q') ?? '').trim(),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 50) : 1,
    username: params.username ? params.username.replace(/^@/, '') : null,
    collectionSlug: params.collectionSlug ?? null,
  };
}

/** The screen query's variables for a location. */
export function searchVariables(params: Record<string, string>, location: string) {
  const { tab, query, page, username, collectionSlug } = readSearchLocation(params, location);
  return { query, tab: tabEnumOf(tab ?? 'stories'), page, username, collectionSlug };
}

const tabEnumOf = (tab: SearchTabSlug) => TAB_ENUM[tab];
