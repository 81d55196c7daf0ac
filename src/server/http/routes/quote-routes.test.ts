import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { story } from '@server/test/kits/conversation-kit';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;
let reader: Actor;
let postId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const author = await buildUser(db);
  reader = await testApp.signIn((await buildUser(db)).id);
  postId = (
    await buildPost(db, { creatorId: author.id, content: story('Title', 'Highlight me please.') })
  ).id;
});
afterAll(() => testApp.close());

const post = (actor: Actor, payload: unknown, options: { xsrf?: boolean; id?: string } = {}) =>
  testApp.request({
    method: 'POST',
    url: `/_/p/${options.id ?? postId}/quotes/create`,
    headers: {
      'content-type': 'application/json',
      ...(options.xsrf === false ? {} : { 'x-xsrf-token': actor.xsrfToken }),
    },
    cookies: actor.cookies,
    payload: JSON.stringify(payload),
  });

const body = { paragraphName: 'n1', startOffset: 0, endOffset: 9 };

describe('POST /_/p/{postId}/quotes/create', () => {
  it('answers 401 to a logged-out visitor', async () => {
    expect((await post(testApp.visitor(), body)).statusCode).toBe(401);
  });

  it('answers 403 without the anti-forgery token', async () => {
    expect((await post(reader, body, { xsrf: false })).statusCode).toBe(403);
  });

  it('creates the highlight for a signed-in reader', async () => {
    const response = await post(reader, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      postId,
      paragraphName: 'n1',
      startOffset: 0,
      endOffset: 9,
      quoteText: 'Highlight',
    });
  });

  it('answers 400 for a bad range and 404 for an unknown story', async () => {
    expect((await post(reader, { ...body, endOffset: 999 })).statusCode).toBe(400);
    expect((await post(reader, { paragraphName: 'n1' })).statusCode).toBe(400);
    expect((await post(reader, body, { id: 'abc123' })).statusCode).toBe(404);
  });
});
