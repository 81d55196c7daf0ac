/**
 * The predictive search call (spec navigation §7, §9): one POST to the search
 * service's multi-index query path, a list of requests of 3 hits each, the
 * key in headers. The service is the site itself; its settings are public,
 * like any search-only key.
 */
export const SEARCH_SETTINGS = {
  appId: 'quire',
  host: '',
  indexPrefix: 'quire_',
  /** A search-only key: it can read what the viewer may see, nothing more. */
  searchKey: 'quire-search-only',
} as const;

export const MULTI_INDEX_QUERY_PATH = '/_/search/1/indexes/*/queries';
export const SEARCH_APP_ID_HEADER = 'x-search-application-id';
export const SEARCH_KEY_HEADER = 'x-search-api-key';
export const PREDICTIVE_HITS_PER_INDEX = 3;

export type PredictiveIndex = 'users' | 'collections' | 'tags' | 'posts';

export interface PredictiveRequest {
  indexName: string;
  params: {
    query: string;
    hitsPerPage: number;
    facetFilters: string[];
    numericFilters: string[];
    attributesToRetrieve: string[];
  };
}

export interface UserSearchHit {
  objectID: string;
  imageId: string | null;
  name: string;
  username: string;
}
export interface CollectionSearchHit {
  objectID: string;
  collectionId: string;
  imageId: string | null;
  name: string;
  slug: string;
}
export interface TagSearchHit {
  objectID: string;
  displayText: string;
  tagSlug: string;
  postCount: number;
  followerCount: number;
}
export interface PostSearchHit {
  objectID: string;
  postId: string;
  title: string;
  latestPublishedAt: number;
}

export interface PredictiveResult {
  index: string;
  query: string;
  hits: Array<UserSearchHit | CollectionSearchHit | TagSearchHit | PostSearchHit>;
}

export interface PredictiveAnswer {
  results: PredictiveResult[];
}

export const indexNameOf = (index: PredictiveIndex): string =>
  `${SEARCH_SETTINGS.indexPrefix}${index}`;
