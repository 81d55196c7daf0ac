import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopicRow } from '@server/db/schema/topics';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { TOPIC, buildTopic } from '@server/test/kits/topics-kit';
import type { TopicAnswer } from '@server/test/kits/topics-kit';

let testApp: TestApp;
let reader: Actor;
let topic: TopicRow;
let staffOnly: TopicRow;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  reader = await testApp.signIn((await buildUser(db)).id);
  topic = await buildTopic(db, { name: 'Rivers', tagSlugs: ['rivers'] });
  staffOnly = await buildTopic(db, { name: 'Desk', visibility: 'STAFF', tagSlugs: ['desk'] });
});

afterAll(async () => {
  await testApp.close();
});

function call(method: 'POST' | 'DELETE', topicId: string, as: Actor, withXsrf = true) {
  return testApp.request({
    method,
    url: `/_/subscriptions/topic/${topicId}/`,
    headers: withXsrf ? { 'x-xsrf-token': as.xsrfToken } : {},
    cookies: as.cookies,
  });
}

const isFollowing = async () =>
  (
    await testApp.graphql<TopicAnswer>(TOPIC, {
      variables: { slug: 'rivers', first: 1 },
      as: reader,
    })
  ).body.data?.topic?.isFollowing;

describe('/_/subscriptions/topic/{topicId}/', () => {
  it('follows with POST and unfollows with DELETE', async () => {
    const followed = await call('POST', topic.id, reader);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ id: topic.id, isFollowing: true });
    expect(await isFollowing()).toBe(true);
    const unfollowed = await call('DELETE', topic.id, reader);
    expect(unfollowed.json()).toEqual({ id: topic.id, isFollowing: false });
    expect(await isFollowing()).toBe(false);
  });

  it('answers 401 when logged out and 403 without the anti-forgery header', async () => {
    const loggedOut = await call('POST', topic.id, testApp.visitor());
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json()).toEqual({ error: 'Unauthorized', message: 'You must be signed in.' });
    const forged = await call('POST', topic.id, reader, false);
    expect(forged.statusCode).toBe(403);
    expect(await isFollowing()).toBe(false);
  });

  it('answers 404 for an unknown topic and for a staff topic', async () => {
    for (const id of ['nope', staffOnly.id]) {
      const response = await call('POST', id, reader);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NotFound', message: 'Topic not found.' });
    }
  });
});
