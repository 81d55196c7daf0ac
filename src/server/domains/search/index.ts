/**
 * Search: one index interface (search-index.ts) over PostgreSQL full-text
 * search, kept in step with stories by database triggers (migration
 * search_index), asked by predictive search, the results page and tag pages.
 */
export { createPostgresSearchIndex } from './postgres-search-index';
export type {
  SearchIndex,
  SearchRequest,
  StoryHit,
  PersonHit,
  PublicationHit,
  TagHit,
} from './search-index';
export { MAX_QUERY_LENGTH } from './search-query';
export { searchResolvers } from './search.resolvers';
export {
  UnsupportedSearchRequest,
  answerMultiIndexQuery,
  multiIndexQuerySchema,
} from './predictive-search';
