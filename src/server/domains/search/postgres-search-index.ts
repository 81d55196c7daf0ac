import type { Database } from '@server/db/client';
import { searchPeople, searchPublications, searchTags } from './directory-search';
import type { SearchIndex } from './search-index';
import { searchStories, suggestCorrection } from './story-search';

/** The search index on PostgreSQL full-text search and trigrams (decision 027). */
export function createPostgresSearchIndex(db: Database): SearchIndex {
  return {
    stories: (request) => searchStories(db, request),
    people: (request) => searchPeople(db, request),
    publications: (request) => searchPublications(db, request),
    tags: (request) => searchTags(db, request),
    suggestion: (query) => suggestCorrection(db, query),
  };
}
