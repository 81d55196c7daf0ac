import { z } from 'zod';
import { BadRequestError } from '@server/lib/app-errors';
import type {
  PredictiveAnswer,
  PredictiveResult,
  PredictiveIndex,
} from '@shared/search/predictive-search';
import { PREDICTIVE_HITS_PER_INDEX, indexNameOf } from '@shared/search/predictive-search';
import type { PublisherScope, SearchIndex, SearchRequest } from './search-index';
import { MAX_QUERY_LENGTH } from './search-query';

const INDEXES: PredictiveIndex[] = ['users', 'collections', 'tags', 'posts'];
const byName = new Map(INDEXES.map((index) => [indexNameOf(index), index]));

/** The filters each index understands; tags and stories carry the spec's rules (§5). */
const NUMERIC_FILTERS: Record<PredictiveIndex, readonly string[]> = {
  users: [],
  collections: [],
  tags: ['postCount>=1', 'followerCount>=1'],
  posts: ['latestPublishedAt>0'],
};
const SCOPE_FACET = /^(collectionId|creatorId):([A-Za-z0-9_-]{1,64})$/;

const requestSchema = z.object({
  indexName: z.string().max(64),
  params: z.object({
    // A longer query is cut to 256 characters, not refused; only absurd bodies are.
    query: z.string().max(MAX_QUERY_LENGTH * 16),
    hitsPerPage: z.number().int().min(1).max(PREDICTIVE_HITS_PER_INDEX).default(3),
    facetFilters: z.array(z.string().max(100)).max(4).default([]),
    numericFilters: z.array(z.string().max(100)).max(4).default([]),
    attributesToRetrieve: z.array(z.string().max(40)).max(10).default([]),
  }),
});

export const multiIndexQuerySchema = z.object({
  requests: z.array(requestSchema).min(1).max(INDEXES.length),
});

export type MultiIndexQuery = z.infer<typeof multiIndexQuerySchema>;

/** A query the widget's protocol allows but this index does not answer (400, in the protocol's shape). */
export class UnsupportedSearchRequest extends BadRequestError {}

function scopeOf(facetFilters: string[]): PublisherScope | undefined {
  let scope: PublisherScope | undefined;
  for (const filter of facetFilters) {
    const match = SCOPE_FACET.exec(filter);
    if (!match?.[2]) throw new UnsupportedSearchRequest(`Unsupported facet filter: ${filter}`);
    scope = { kind: match[1] === 'collectionId' ? 'collection' : 'user', id: match[2] };
  }
  return scope;
}

function pick<Hit extends object>(hit: Hit, attributes: string[]): Partial<Hit> {
  if (attributes.length === 0 || attributes.includes('*')) return hit;
  const kept = new Set(['objectID', ...attributes]);
  return Object.fromEntries(Object.entries(hit).filter(([key]) => kept.has(key))) as Partial<Hit>;
}

async function hitsOf(index: SearchIndex, name: PredictiveIndex, request: SearchRequest) {
  switch (name) {
    case 'users':
      return (await index.people(request)).hits.map((hit) => ({ objectID: hit.userId, ...hit }));
    case 'collections':
      return (await index.publications(request)).hits.map((hit) => ({
        objectID: hit.collectionId,
        ...hit,
      }));
    case 'tags':
      return (await index.tags(request)).hits.map((hit) => ({ objectID: hit.tagSlug, ...hit }));
    case 'posts':
      return (await index.stories(request)).hits.map((hit) => ({
        objectID: hit.postId,
        postId: hit.postId,
        title: hit.title,
        latestPublishedAt: hit.latestPublishedAt.getTime(),
      }));
  }
}

/**
 * Answers the header's multi-index query: each request asks one index for a
 * few hits of what the viewer may see. The word being typed matches as a
 * prefix; filters other than the ones the spec's widget sends are refused.
 */
export async function answerMultiIndexQuery(options: {
  index: SearchIndex;
  viewerId: string | null;
  body: MultiIndexQuery;
}): Promise<PredictiveAnswer> {
  const plans = options.body.requests.map((request) => {
    const name = byName.get(request.indexName);
    if (!name) throw new UnsupportedSearchRequest(`Unknown index: ${request.indexName}`);
    for (const filter of request.params.numericFilters)
      if (!NUMERIC_FILTERS[name].includes(filter))
        throw new UnsupportedSearchRequest(`Unsupported numeric filter: ${filter}`);
    const scope = scopeOf(request.params.facetFilters);
    if (scope && name !== 'posts')
      throw new UnsupportedSearchRequest('Only stories can be scoped to a publisher.');
    return { name, request, scope };
  });
  const results = await Promise.all(
    plans.map(async ({ name, request, scope }): Promise<PredictiveResult> => {
      const query = request.params.query.slice(0, MAX_QUERY_LENGTH);
      const hits = query.trim()
        ? await hitsOf(options.index, name, {
            query,
            viewerId: options.viewerId,
            limit: request.params.hitsPerPage,
            prefix: true,
            titlesOnly: true,
            scope,
          })
        : [];
      return {
        index: request.indexName,
        query,
        hits: hits.map((hit) => pick(hit, request.params.attributesToRetrieve)) as never,
      };
    }),
  );
  return { results };
}
