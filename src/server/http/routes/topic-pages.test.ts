import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { buildTaggedStory, buildTopic } from '@server/test/kits/topics-kit';

async function appWithTopic(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp(env);
  const db = app.database.db;
  const writer = await buildUser(db);
  await buildTopic(db, { name: 'Harbours', tagSlugs: ['boats'] });
  await buildTaggedStory(db, writer.id, ['boats'], { title: 'Low tide' });
  return app;
}

describe('topic and trending pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await appWithTopic();
  });
  afterAll(async () => {
    await app.close();
  });

  it('render a topic with its stories, and trending per mode, cacheable', async () => {
    const topic = await app.request({ method: 'GET', url: '/topic/harbours' });
    expect(topic.statusCode).toBe(200);
    expect(topic.body).toContain('Harbours');
    expect(topic.body).toContain('Low tide');
    expect(topic.headers['cache-control']).toMatch(/public/);
    const trending = await app.request({ method: 'GET', url: '/trending/mode/month' });
    expect(trending.statusCode).toBe(200);
    const topics = await app.request({ method: 'GET', url: '/topics' });
    expect(topics.statusCode).toBe(200);
    expect(topics.body).toContain('Harbours');
  });

  it('answer 404 for an unknown topic and an unknown trending mode', async () => {
    expect((await app.request({ method: 'GET', url: '/topic/nowhere' })).statusCode).toBe(404);
    expect((await app.request({ method: 'GET', url: '/trending/mode/hourly' })).statusCode).toBe(
      404,
    );
  });
});

describe('with enable_lite_topics off', () => {
  it('has no topic page', async () => {
    const app = await appWithTopic({ FLAGS: 'enable_lite_topics=false' });
    try {
      expect((await app.request({ method: 'GET', url: '/topic/harbours' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
