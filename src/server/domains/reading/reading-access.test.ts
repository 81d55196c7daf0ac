import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import {
  READING_LIST,
  buildCast,
  buildStory,
  errorCode,
  listMutation,
} from '@server/test/kits/reading-kit';
import type { Cast } from '@server/test/kits/reading-kit';

let testApp: TestApp;
let cast: Cast;
let postId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildCast(testApp);
  postId = (await buildStory(testApp.database.db, cast.author.id)).id;
});

afterAll(async () => {
  await testApp.close();
});

/** Every root field of the reading domain, with variables that would otherwise succeed. */
const OPERATIONS: Array<[string, string, () => Record<string, unknown>]> = [
  ['clap', `mutation { clap(postId: "ID", count: 1) { clapCount } }`, () => ({})],
  ['unclap', `mutation { unclap(postId: "ID") { clapCount } }`, () => ({})],
  ['bookmarkPost', listMutation('bookmarkPost'), () => ({ id: postId })],
  ['unbookmarkPost', listMutation('unbookmarkPost'), () => ({ id: postId })],
  ['archivePost', listMutation('archivePost'), () => ({ id: postId })],
  ['unarchivePost', listMutation('unarchivePost'), () => ({ id: postId })],
  ['removeFromReadingHistory', `mutation { removeFromReadingHistory(postId: "ID") }`, () => ({})],
  ['clearReadingHistory', `mutation { clearReadingHistory }`, () => ({})],
  ['readingList', READING_LIST, () => ({ type: 'SAVED' })],
  ['readingHistory', `query { readingHistory { edges { cursor } } }`, () => ({})],
];

describe('reading access rules', () => {
  it.each(OPERATIONS)('%s refuses logged-out visitors', async (_, document, variables) => {
    const response = await testApp.graphql(document.replace('"ID"', `"${postId}"`), {
      variables: variables(),
    });
    expect(errorCode(response.body)).toBe('UNAUTHORIZED');
  });

  it('keeps each reader’s list and claps to themselves', async () => {
    await testApp.graphql(listMutation('bookmarkPost'), {
      variables: { id: postId },
      as: cast.readerActor,
    });
    type ListData = { readingList: { postPreviews: unknown[]; savedCount: number } };
    const others = await testApp.graphql<ListData>(READING_LIST, {
      variables: { type: 'RECENT' },
      as: cast.otherActor,
    });
    expect(others.body.data?.readingList).toEqual({
      postPreviews: [],
      savedCount: 0,
      archivedCount: 0,
      pageInfo: { hasNextPage: false, endCursor: null },
    });
    const state = await testApp.graphql<{ postResult: { readingListState: string } }>(
      `query S($id: ID!) { postResult(id: $id) { ... on Post { readingListState viewerClapCount } } }`,
      { variables: { id: postId }, as: cast.otherActor },
    );
    expect(state.body.data?.postResult).toEqual({ readingListState: 'NONE', viewerClapCount: 0 });
  });

  it('shows clapCount to visitors and NONE / 0 for their own state', async () => {
    await testApp.graphql(`mutation C($id: ID!) { clap(postId: $id, count: 3) { clapCount } }`, {
      variables: { id: postId },
      as: cast.readerActor,
    });
    const visitor = await testApp.graphql<{ postResult: Record<string, unknown> }>(
      `query S($id: ID!) { postResult(id: $id) { ... on Post { clapCount viewerClapCount readingListState responseCount } } }`,
      { variables: { id: postId } },
    );
    expect(visitor.body.data?.postResult).toEqual({
      clapCount: 3,
      viewerClapCount: 0,
      readingListState: 'NONE',
      responseCount: 0,
    });
  });

  it('needs the anti-forgery header for its mutations', async () => {
    const response = await testApp.graphql(listMutation('bookmarkPost'), {
      variables: { id: postId },
      as: cast.readerActor,
      withXsrf: false,
    });
    expect(errorCode(response.body)).toBe('FORBIDDEN');
  });
});
