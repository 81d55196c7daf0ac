import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostRow } from '@server/db/schema/posts';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/**
 * The replica here is a second database that alone holds one story, so every
 * answer shows which database served it.
 */
let testApp: TestApp;
let onlyOnReplica: PostRow;
let reader: Actor;

beforeAll(async () => {
  testApp = await createTestApp({}, { withReplica: true });
  const { db, readDb } = testApp.database;
  const writer = { id: 'replica-writer', username: 'lagging', name: 'Lou Lagging' };
  await buildUser(db, writer);
  await buildUser(readDb, writer);
  onlyOnReplica = await buildPost(readDb, { creatorId: writer.id, title: 'Seen on the replica' });
  reader = await testApp.signIn((await buildUser(db)).id);
});

afterAll(async () => {
  await testApp.close();
});

async function page(url: string, as?: Actor) {
  const first = await testApp.request({ method: 'GET', url, cookies: as?.cookies });
  if (first.statusCode !== 301) return first;
  return testApp.request({ method: 'GET', url: first.headers.location, cookies: as?.cookies });
}

describe('reads routed to a replica', () => {
  it('serves signed-out story pages, AMP and feeds from the replica', async () => {
    const story = await page(`/p/${onlyOnReplica.id}`);
    expect(story.statusCode).toBe(200);
    expect(story.body).toContain('Seen on the replica');
    expect((await page(`/amp/p/${onlyOnReplica.id}`)).body).toContain('Seen on the replica');
    expect((await page('/feed/@lagging')).body).toContain('Seen on the replica');
  });

  it('keeps signed-in pages and GraphQL on the primary', async () => {
    expect((await page(`/p/${onlyOnReplica.id}`, reader)).statusCode).toBe(404);
    const asked = await testApp.graphql<{ post: { __typename: string } | null }>(
      'query ($id: ID!) { post(id: $id) { __typename } }',
      { variables: { id: onlyOnReplica.id } },
    );
    expect(asked.body.data?.post?.__typename).not.toBe('Post');
  });
});
