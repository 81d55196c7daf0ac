import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;
let reader: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  reader = await testApp.signIn((await buildUser(testApp.database.db)).id);
});
afterAll(() => testApp.close());

const post = (url: string, actor: Actor, payload: unknown) =>
  testApp.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': actor.xsrfToken },
    cookies: actor.cookies,
    payload: JSON.stringify(payload),
  });

const missingStory = '0123456789ab';
const routes = {
  bookmark: (id: string) => `/_/bookmark/p/${id}`,
  vote: (id: string) => `/_/vote/p/${id}`,
  highlight: (id: string) => `/_/p/${id}/quotes/create`,
};
const validBody = {
  bookmark: {},
  vote: { count: 1 },
  highlight: { paragraphName: 'n1', startOffset: 0, endOffset: 4 },
};

describe('REST error answers', () => {
  it('answer a story that does not exist with one shape on every route', async () => {
    for (const name of ['bookmark', 'vote', 'highlight'] as const) {
      const response = await post(routes[name](missingStory), reader, validBody[name]);
      expect(response.statusCode, name).toBe(404);
      expect(response.json<{ error: string }>().error, name).toBe('NotFound');
      expect(Object.keys(response.json<object>()).sort(), name).toEqual(['error', 'message']);
    }
  });

  it('answer a signed-out caller with one shape on every route', async () => {
    for (const name of ['bookmark', 'vote', 'highlight'] as const) {
      const response = await post(routes[name](missingStory), testApp.visitor(), validBody[name]);
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({
        error: 'Unauthorized',
        message: 'You must be signed in.',
      });
    }
  });

  it('answer a malformed body with one shape on every route', async () => {
    for (const name of ['vote', 'highlight'] as const) {
      const response = await post(routes[name](missingStory), reader, { count: 'many' });
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ error: string }>().error, name).toBe('BadRequest');
      expect(Object.keys(response.json<object>()).sort(), name).toEqual(['error', 'message']);
    }
  });
});
