import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { Actor, TestApp } from '../test/test-app';

let testApp: TestApp;
let production: TestApp;
let writer: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  production = await createTestApp({ NODE_ENV: 'production' });
  writer = await testApp.signIn((await buildUser(testApp.database.db)).id);
});

afterAll(async () => {
  await testApp.close();
  await production.close();
});

const NUL_MESSAGE = 'Text may not contain the NUL character.';
const HIGHLIGHTS = 'query($u: String!) { userHighlights(username: $u) { edges { cursor } } }';

describe('a NUL character in GraphQL input', () => {
  it('is refused with 400 in a variable', async () => {
    const { status, body } = await testApp.graphql(HIGHLIGHTS, { variables: { u: 'a\u0000b' } });
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.message)).toEqual([NUL_MESSAGE]);
  });

  it('is refused with 400 in a string written into the query', async () => {
    const { status, body } = await testApp.graphql(
      '{ userHighlights(username: "a\\u0000b") { edges { cursor } } }',
    );
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.message)).toEqual([NUL_MESSAGE]);
  });

  it('is refused with 400 in a mutation argument, and nothing is written', async () => {
    const { status, body } = await testApp.graphql(
      'mutation($n: String!) { updateProfile(name: $n, bio: "") { __typename } }',
      { variables: { n: 'Nora\u0000' }, as: writer },
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(NUL_MESSAGE);
    const { body: after } = await testApp.graphql<{ viewer: { name: string } }>(
      '{ viewer { name } }',
      { as: writer },
    );
    expect(after.data?.viewer.name).not.toContain('\u0000');
  });

  it('is refused with 400 in a GET query string', async () => {
    const query = encodeURIComponent('{ userHighlights(username: "x") { edges { cursor } } }');
    const response = await testApp.request({
      method: 'GET',
      url: `/_/graphql?query=${query}&variables=${encodeURIComponent('{"u":"a\u0000b"}')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Array<{ message: string }> }>().errors[0]?.message).toBe(
      NUL_MESSAGE,
    );
  });
});

describe('a NUL character anywhere else', () => {
  it.each(['/@ab%00c', '/feed/@a%00b', '/p/ab%00cd', '/media/ab%00.jpeg'])(
    'in the path %s is a 400',
    async (url) => {
      const response = await testApp.request({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'BadRequest', message: NUL_MESSAGE });
    },
  );

  it('in a client report is a 400', async () => {
    const visitor = testApp.visitor();
    const response = await testApp.request({
      method: 'POST',
      url: '/_/batch',
      cookies: visitor.cookies,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.xsrfToken },
      payload: JSON.stringify([
        {
          key: 'client.navigate',
          data: { location: '/\u0000' },
          type: 'e',
          timestamp: Date.now(),
          eventId: 'nul-1',
        },
      ]),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a body that is not UTF-8', () => {
  it.each(['/_/graphql', '/_/batch'])('is refused with 400 at %s', async (url) => {
    const visitor = testApp.visitor();
    // "\xff" is no UTF-8 at all; decoded, it would be a replacement character.
    const body = Buffer.concat([
      Buffer.from('{"query":"{ viewer { id } }","x":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const response = await testApp.request({
      method: 'POST',
      url,
      cookies: visitor.cookies,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.xsrfToken },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The request body is not valid UTF-8.');
  });
});

/** Every message of the errors a query gets, in test and in production. */
async function messagesOf(query: string, variables: Record<string, unknown> = {}) {
  const messages: string[] = [];
  for (const app of [testApp, production]) {
    const actor = await app.signIn((await buildUser(app.database.db)).id);
    const { body } = await app.graphql(query, { variables, as: actor });
    expect(body.errors?.length ?? 0).toBeGreaterThan(0);
    messages.push(...(body.errors ?? []).map((error) => error.message));
  }
  return messages;
}

describe('GraphQL errors', () => {
  it.each([
    ['a misspelt field', '{ viewr { id } }', {}],
    ['a misspelt argument', '{ userHighlights(usernam: "x") { edges { cursor } } }', {}],
    ['a misspelt enum value', '{ viewerStories(filter: DRAFT) { edges { cursor } } }', {}],
    [
      'a misspelt enum value in a variable',
      'query($f: StoriesFilter!) { viewerStories(filter: $f) { edges { cursor } } }',
      { f: 'DRAFT' },
    ],
    ['a misspelt type', 'query($f: StorieFilter!) { viewer { id } }', { f: 'DRAFTS' }],
  ])('suggest nothing for %s', async (_what, query, variables) => {
    const messages = await messagesOf(query, variables);
    for (const message of messages) {
      expect(message).not.toMatch(/did you mean/i);
      expect(message).not.toMatch(/suggestion/i);
      expect(message).not.toContain('DRAFTS');
    }
  });
});
