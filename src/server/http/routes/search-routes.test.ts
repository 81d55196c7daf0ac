import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTags, tags } from '@server/db/schema/posts';
import { tagFollows } from '@server/db/schema/search';
import { userBlocks } from '@server/db/schema/social';
import { buildCollection, buildPost, buildUser, paragraph } from '@server/test/factories';
import { visitorActor } from '@server/test/kits/auth-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;
let reader: Actor;
let writerId: string;

const PATH = '/_/search/1/indexes/*/queries';
const KEY_HEADERS = { 'x-search-application-id': 'quire', 'x-search-api-key': 'quire-search-only' };

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const writer = await buildUser(db, { name: 'Penelope Patience', username: 'penelope' });
  writerId = writer.id;
  const readerRow = await buildUser(db);
  reader = await testApp.signIn(readerRow.id);
  await buildCollection(db, {
    creatorId: writer.id,
    name: 'Patient Gardener',
    slug: 'patient-gardener',
  });
  const story = await buildPost(db, {
    creatorId: writer.id,
    title: 'The art of patience',
    content: { paragraphs: [paragraph('H3', 'The art of patience'), paragraph('P', 'Wait.')] },
  });
  await buildPost(db, {
    creatorId: writer.id,
    status: 'DRAFT',
    title: 'Patience draft',
    content: { paragraphs: [paragraph('H3', 'Patience draft')] },
  });
  await db.insert(tags).values([
    { slug: 'patience', displayTitle: 'Patience' },
    { slug: 'patient-care', displayTitle: 'Patient care' },
  ]);
  await db.insert(postTags).values({ postId: story.id, tagSlug: 'patience' });
  await db.insert(tagFollows).values({ userId: readerRow.id, tagSlug: 'patience' });
});

afterAll(async () => {
  await testApp.close();
});

const request = (index: string, query: string, extra: Record<string, unknown> = {}) => ({
  indexName: `quire_${index}`,
  params: {
    query,
    hitsPerPage: 3,
    facetFilters: [],
    numericFilters: [],
    attributesToRetrieve: [],
    ...extra,
  },
});

type Answer = {
  results: Array<{ query: string; hits: Array<Record<string, unknown>> }>;
  message?: string;
};

async function search(
  body: unknown,
  as: Actor = reader,
  headers: Record<string, string> = KEY_HEADERS,
  remoteAddress = '127.0.0.1',
) {
  const response = await testApp.request({
    method: 'POST',
    url: PATH,
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': as.xsrfToken, ...headers },
    cookies: as.cookies,
    payload: body as object,
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    json: () => response.json<Answer>(),
  };
}

describe('POST /_/search/1/indexes/*/queries', () => {
  it('answers a list of requests with results, each with hits, in the spec’s hit shapes', async () => {
    const response = await search({
      requests: [
        request('users', 'penel', { attributesToRetrieve: ['imageId', 'name', 'username'] }),
        request('collections', 'patient', {
          attributesToRetrieve: ['collectionId', 'imageId', 'name'],
        }),
        request('tags', 'patien', { numericFilters: ['postCount>=1', 'followerCount>=1'] }),
        request('posts', 'patiense', {
          numericFilters: ['latestPublishedAt>0'],
          attributesToRetrieve: ['postId', 'title', 'latestPublishedAt'],
        }),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { results } = response.json();
    expect(results).toHaveLength(4);
    expect(results[0]?.hits).toEqual([
      { objectID: writerId, imageId: null, name: 'Penelope Patience', username: 'penelope' },
    ]);
    expect(results[1]?.hits).toEqual([
      expect.objectContaining({ name: 'Patient Gardener', imageId: null }),
    ]);
    expect(Object.keys(results[1]?.hits[0] ?? {}).sort()).toEqual([
      'collectionId',
      'imageId',
      'name',
      'objectID',
    ]);
    // Patient care has no story and no follower: not offered.
    expect(results[2]?.hits).toEqual([
      {
        objectID: 'patience',
        tagSlug: 'patience',
        displayText: 'Patience',
        postCount: 1,
        followerCount: 1,
      },
    ]);
    expect(results[3]?.hits.map((hit) => hit.title)).toEqual(['The art of patience']);
    expect(typeof results[3]?.hits[0]?.latestPublishedAt).toBe('number');
  });

  it('sends nothing back for an empty query and cuts an overlong one', async () => {
    const response = await search({
      requests: [request('posts', '   '), request('posts', `patience ${'a'.repeat(600)}`)],
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results[0]?.hits).toEqual([]);
    expect(results[1]?.query).toHaveLength(256);
  });

  it('treats query syntax as text', async () => {
    const response = await search({ requests: [request('posts', "patience' & !(:* |")] });
    expect(response.statusCode).toBe(200);
    expect(response.json().results[0]?.hits).toHaveLength(1);
  });

  it('refuses a wrong key, an unknown index and filters the widget never sends', async () => {
    const wrongKey = await search({ requests: [request('posts', 'a')] }, reader, {
      'x-search-application-id': 'quire',
      'x-search-api-key': 'admin',
    });
    expect(wrongKey.statusCode).toBe(403);
    expect((await search({ requests: [request('secrets', 'a')] })).json().message).toBe(
      'Unknown index: quire_secrets',
    );
    const filter = await search({
      requests: [request('posts', 'a', { numericFilters: ['deletedAt>0'] })],
    });
    expect(filter.statusCode).toBe(400);
    expect(
      (await search({ requests: [request('posts', 'a', { hitsPerPage: 50 })] })).statusCode,
    ).toBe(400);
  });

  it('scopes stories to a writer', async () => {
    const other = await buildUser(testApp.database.db);
    const scoped = await search({
      requests: [request('posts', 'patience', { facetFilters: [`creatorId:${other.id}`] })],
    });
    expect(scoped.json().results[0]?.hits).toEqual([]);
  });

  it('never names a writer who blocked the viewer, nor their stories', async () => {
    const blocked = await buildUser(testApp.database.db);
    await testApp.database.db
      .insert(userBlocks)
      .values({ blockerId: writerId, blockedId: blocked.id });
    const actor = await testApp.signIn(blocked.id);
    const { results } = (
      await search(
        { requests: [request('users', 'penelope'), request('posts', 'patience')] },
        actor,
      )
    ).json();
    expect(results[0]?.hits).toEqual([]);
    expect(results[1]?.hits).toEqual([]);
  });

  it('limits a flood of queries by address, whatever cookie or transport, not its neighbours', async () => {
    const flooder = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const from = '2001:db8:1:2::10';
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1)
      statuses.push(
        (await search({ requests: [request('posts', `p${i}`)] }, flooder, KEY_HEADERS, from))
          .statusCode,
      );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    // A fresh cookie, or another address in the same IPv6 /64, is the same requester…
    const fresh = visitorActor(testApp, 'lo_5ea4c45ea4c4');
    const again = await search({ requests: [request('posts', 'x')] }, fresh, KEY_HEADERS, from);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Too many searches. Try again in a few seconds.');
    const neighbour = '2001:db8:1:2:ffff::1';
    expect(
      (await search({ requests: [request('posts', 'x')] }, fresh, KEY_HEADERS, neighbour))
        .statusCode,
    ).toBe(429);
    // …and so is the search page's GraphQL query.
    const page = await testApp.request({
      method: 'POST',
      url: '/_/graphql',
      remoteAddress: from,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': fresh.xsrfToken },
      cookies: fresh.cookies,
      payload: { query: '{ search(query: "patience") { __typename } }' },
    });
    expect(page.json<{ errors?: Array<{ message: string }> }>().errors?.[0]?.message).toBe(
      'Too many searches. Try again in a few seconds.',
    );
    // Another address is not held up.
    expect((await search({ requests: [request('posts', 'patience')] })).statusCode).toBe(200);
  });
});
