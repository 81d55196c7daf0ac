import { describe, expect, it } from 'vitest';
import type { PredictiveAnswer } from '@shared/search/predictive-search';
import { predictiveRequests } from './predictive-request';
import { moveFocus, predictiveView } from './predictive-rows';

const STORY_HIT = { objectID: 'p1', postId: 'p1', title: 'On patience', latestPublishedAt: 1 };

const ANSWER: PredictiveAnswer = {
  results: [
    {
      index: 'quire_users',
      query: 'pat',
      hits: [{ objectID: 'u1', imageId: null, name: 'Pat Writer', username: 'pat' }],
    },
    { index: 'quire_collections', query: 'pat', hits: [] },
    {
      index: 'quire_tags',
      query: 'pat',
      hits: [
        {
          objectID: 'patience',
          tagSlug: 'patience',
          displayText: 'Patience',
          postCount: 2,
          followerCount: 1,
        },
      ],
    },
    {
      index: 'quire_posts',
      query: 'pat',
      hits: [STORY_HIT],
    },
  ],
};

describe('the predictive search call', () => {
  it('asks four indexes for 3 hits each, with the spec’s filters and attributes', () => {
    expect(predictiveRequests('pat')).toEqual([
      {
        indexName: 'quire_users',
        params: {
          query: 'pat',
          hitsPerPage: 3,
          facetFilters: [],
          numericFilters: [],
          attributesToRetrieve: ['imageId', 'name', 'username'],
        },
      },
      {
        indexName: 'quire_collections',
        params: {
          query: 'pat',
          hitsPerPage: 3,
          facetFilters: [],
          numericFilters: [],
          attributesToRetrieve: ['collectionId', 'imageId', 'name', 'slug'],
        },
      },
      {
        indexName: 'quire_tags',
        params: {
          query: 'pat',
          hitsPerPage: 3,
          facetFilters: [],
          numericFilters: ['postCount>=1', 'followerCount>=1'],
          attributesToRetrieve: ['displayText', 'tagSlug', 'postCount', 'followerCount'],
        },
      },
      {
        indexName: 'quire_posts',
        params: {
          query: 'pat',
          hitsPerPage: 3,
          facetFilters: [],
          numericFilters: ['latestPublishedAt>0'],
          attributesToRetrieve: ['postId', 'title', 'latestPublishedAt'],
        },
      },
    ]);
  });

  it('asks for the publisher’s stories in place of tags when scoped', () => {
    const requests = predictiveRequests('pat', {
      kind: 'user',
      id: 'u9',
      name: 'Ada',
      username: 'ada',
    });
    expect(requests.map((request) => request.indexName)).toEqual([
      'quire_users',
      'quire_collections',
      'quire_posts',
    ]);
    expect(requests[2]?.params.facetFilters).toEqual(['creatorId:u9']);
  });

  it('asks for the publication’s stories when scoped to a publication', () => {
    const requests = predictiveRequests('pat', {
      kind: 'collection',
      id: 'c7',
      name: 'Field Notes',
      collectionSlug: 'field-notes',
    });
    expect(requests.map((request) => request.indexName)).toEqual([
      'quire_users',
      'quire_collections',
      'quire_posts',
    ]);
    expect(requests[2]?.params.facetFilters).toEqual(['collectionId:c7']);
  });
});

describe('the popover rows', () => {
  it('lists sections with hits, each with More, then the search-everywhere row', () => {
    const view = predictiveView({ query: 'pat', answer: ANSWER, productName: 'Quire' });
    expect(view.sections.map((section) => section.heading)).toEqual(['People', 'Tags', 'Stories']);
    expect(view.rows.map((row) => [row.label, row.href])).toEqual([
      ['Pat Writer', '/@pat'],
      ['More', '/search/people?q=pat'],
      ['Patience', '/tag/patience'],
      ['More', '/search/tags?q=pat'],
      ['On patience', '/p/p1'],
      ['More', '/search?q=pat'],
      ["Search for 'pat' on Quire", '/search?q=pat'],
    ]);
  });

  it('starts with "Search {name}" when scoped to a writer', () => {
    const view = predictiveView({
      query: 'pat',
      answer: null,
      productName: 'Quire',
      scope: { kind: 'user', id: 'u9', name: 'Ada Lovelace', username: 'ada' },
    });
    expect(view.rows.map((row) => [row.label, row.href])).toEqual([
      ['Search Ada Lovelace', '/@ada/search?q=pat'],
      ["Search for 'pat' on Quire", '/search?q=pat'],
    ]);
  });

  it('starts with "Search {name}" when scoped to a publication, its More row staying there', () => {
    const view = predictiveView({
      query: 'pat',
      answer: {
        results: [
          { index: 'quire_users', query: 'pat', hits: [] },
          { index: 'quire_collections', query: 'pat', hits: [] },
          { index: 'quire_posts', query: 'pat', hits: [STORY_HIT] },
        ],
      },
      productName: 'Quire',
      scope: { kind: 'collection', id: 'c7', name: 'Field Notes', collectionSlug: 'field-notes' },
    });
    expect(view.rows.map((row) => [row.label, row.href])).toEqual([
      ['Search Field Notes', '/field-notes/search?q=pat'],
      ['On patience', '/p/p1'],
      ['More', '/field-notes/search?q=pat'],
      ["Search for 'pat' on Quire", '/search?q=pat'],
    ]);
  });

  it('moves one focus index through every row and wraps around', () => {
    expect(moveFocus(-1, 1, 5)).toBe(0);
    expect(moveFocus(-1, -1, 5)).toBe(4);
    expect(moveFocus(4, 1, 5)).toBe(0);
    expect(moveFocus(0, -1, 5)).toBe(4);
    expect(moveFocus(2, 1, 5)).toBe(3);
    expect(moveFocus(-1, 1, 0)).toBe(-1);
  });
});
