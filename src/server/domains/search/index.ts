/**
 * Search: one index interface (search-index.ts) over PostgreSQL full-text
 * search, kept in step with stories by database triggers (migration
 * search_index), asked by predictive search, the results page and tag pages.
 */
export { createPostgresSearchIndex } from './postgres-search-index';
export { SEARCH_LIMIT_MESSAGE, takeSearchTurn } from './search-limit';
export type { SearchIndex } from './search-index';
export { pruneSearchWords } from './word-pruning';
export {
  UnsupportedSearchRequest,
  answerMultiIndexQuery,
  multiIndexQuerySchema,
} from './predictive-search';
