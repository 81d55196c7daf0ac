import {
  MULTI_INDEX_QUERY_PATH,
  PREDICTIVE_HITS_PER_INDEX,
  SEARCH_APP_ID_HEADER,
  SEARCH_KEY_HEADER,
  SEARCH_SETTINGS,
  indexNameOf,
} from '@shared/search/predictive-search';
import type { PredictiveAnswer, PredictiveRequest } from '@shared/search/predictive-search';

/** Spec navigation §2.7: Tags, or Stories when the search is scoped to a publisher. */
export type PublisherScope =
  | { kind: 'user'; id: string; name: string; username: string }
  | { kind: 'collection'; id: string; name: string; collectionSlug: string };

/** The stories index's facet naming the publisher a scoped search keeps to. */
const scopeFacet = (scope: PublisherScope): string =>
  scope.kind === 'user' ? `creatorId:${scope.id}` : `collectionId:${scope.id}`;

function request(
  index: 'users' | 'collections' | 'tags' | 'posts',
  query: string,
  attributesToRetrieve: string[],
  filters: { facetFilters?: string[]; numericFilters?: string[] } = {},
): PredictiveRequest {
  return {
    indexName: indexNameOf(index),
    params: {
      query,
      hitsPerPage: PREDICTIVE_HITS_PER_INDEX,
      facetFilters: filters.facetFilters ?? [],
      numericFilters: filters.numericFilters ?? [],
      attributesToRetrieve,
    },
  };
}

/**
 * The multi-index body: People, Publications, then Tags (only with stories
 * and followers) and Stories (only published ones); a scoped search asks for
 * the publisher's stories instead of tags.
 */
export function predictiveRequests(query: string, scope?: PublisherScope): PredictiveRequest[] {
  const stories = (facetFilters: string[] = []) =>
    request('posts', query, ['postId', 'title', 'latestPublishedAt'], {
      facetFilters,
      numericFilters: ['latestPublishedAt>0'],
    });
  const people = request('users', query, ['imageId', 'name', 'username']);
  const publications = request('collections', query, ['collectionId', 'imageId', 'name', 'slug']);
  if (scope) return [people, publications, stories([scopeFacet(scope)])];
  const tags = request('tags', query, ['displayText', 'tagSlug', 'postCount', 'followerCount'], {
    numericFilters: ['postCount>=1', 'followerCount>=1'],
  });
  return [people, publications, tags, stories()];
}

/** Sends the query; the key travels in headers, the anti-forgery token with it. */
export async function fetchPredictive(options: {
  query: string;
  scope?: PublisherScope;
  xsrfToken: string;
  signal: AbortSignal;
}): Promise<PredictiveAnswer> {
  const response = await fetch(`${SEARCH_SETTINGS.host}${MULTI_INDEX_QUERY_PATH}`, {
    method: 'POST',
    credentials: 'same-origin',
    signal: options.signal,
    headers: {
      'content-type': 'application/json',
      [SEARCH_APP_ID_HEADER]: SEARCH_SETTINGS.appId,
      [SEARCH_KEY_HEADER]: SEARCH_SETTINGS.searchKey,
      'x-xsrf-token': options.xsrfToken,
    },
    body: JSON.stringify({ requests: predictiveRequests(options.query, options.scope) }),
  });
  if (!response.ok) throw new PredictiveUnavailable(response.status);
  return (await response.json()) as PredictiveAnswer;
}

/** The service said no (429 during a flood): the widget keeps its last answer. */
class PredictiveUnavailable extends Error {
  constructor(readonly status: number) {
    super(`Predictive search answered ${status}`);
  }
}
