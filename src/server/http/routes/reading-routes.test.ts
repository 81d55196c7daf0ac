import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;
let reader: Actor;
let authorActor: Actor;
let postId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const author = await buildUser(db);
  authorActor = await testApp.signIn(author.id);
  reader = await testApp.signIn((await buildUser(db)).id);
  postId = (await buildPost(db, { creatorId: author.id })).id;
});

afterAll(async () => {
  await testApp.close();
});

function post(url: string, as: Actor, options: { payload?: unknown; withXsrf?: boolean } = {}) {
  return testApp.request({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(options.withXsrf === false ? {} : { 'x-xsrf-token': as.xsrfToken }),
    },
    cookies: as.cookies,
    payload: options.payload ?? {},
  });
}

describe('POST /_/bookmark/p/{postId}', () => {
  it('answers 401 JSON when logged out and 403 without the anti-forgery header', async () => {
    const loggedOut = await post(`/_/bookmark/p/${postId}`, testApp.visitor());
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json()).toEqual({ error: 'Unauthorized', message: 'You must be signed in.' });
    const forged = await post(`/_/bookmark/p/${postId}`, reader, { withXsrf: false });
    expect(forged.statusCode).toBe(403);
  });

  it('bookmarks the story and answers its id', async () => {
    const response = await post(`/_/bookmark/p/${postId}`, reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: postId });
    const state = await testApp.graphql<{ postResult: { readingListState: string } }>(
      `query S($id: ID!) { postResult(id: $id) { ... on Post { readingListState } } }`,
      { variables: { id: postId }, as: reader },
    );
    expect(state.body.data?.postResult.readingListState).toBe('QUEUE');
  });

  it('answers 404 for a missing story', async () => {
    const response = await post('/_/bookmark/p/abcdef012345', reader);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NotFound', message: 'Story not found.' });
  });
});

describe('POST /_/vote/p/{postId}', () => {
  it('answers 401 logged out and 403 without the anti-forgery header', async () => {
    const loggedOut = await post(`/_/vote/p/${postId}`, testApp.visitor(), {
      payload: { count: 1 },
    });
    expect(loggedOut.statusCode).toBe(401);
    const forged = await post(`/_/vote/p/${postId}`, reader, {
      payload: { count: 1 },
      withXsrf: false,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('claps, caps at 50 and refuses the author', async () => {
    const first = await post(`/_/vote/p/${postId}`, reader, { payload: { count: 45 } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: postId,
      acceptedCount: 45,
      clapCount: 45,
      viewerClapCount: 45,
    });
    const capped = await post(`/_/vote/p/${postId}`, reader, { payload: { count: 10 } });
    expect(capped.json()).toMatchObject({ acceptedCount: 5, viewerClapCount: 50 });
    const refused = await post(`/_/vote/p/${postId}`, reader, { payload: { count: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'BadRequest',
      message: 'You can clap up to 50 times for a story.',
    });
    const own = await post(`/_/vote/p/${postId}`, authorActor, { payload: { count: 1 } });
    expect(own.statusCode).toBe(400);
    const malformed = await post(`/_/vote/p/${postId}`, reader, { payload: { count: 'x' } });
    expect(malformed.statusCode).toBe(400);
  });
});
