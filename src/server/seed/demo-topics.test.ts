import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { TOPIC, TOPICS, TRENDING } from '@server/test/kits/topics-kit';
import type { TopicAnswer, TrendingAnswer } from '@server/test/kits/topics-kit';
import { seedDemo } from './demo';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-demo-topics-'));
  await seedDemo({ db: testApp.database.db, dataDir });
});

afterAll(async () => {
  await testApp.close();
});

describe('the demo site’s topics', () => {
  it('lists three topics and keeps the editors’ picks to their address', async () => {
    const listed = await testApp.graphql<{ topics: Array<{ name: string }> }>(TOPICS);
    expect(listed.body.data?.topics.map((topic) => topic.name)).toEqual([
      'Life',
      'Technology',
      'Writing',
    ]);
    const picks = await testApp.graphql<TopicAnswer>(TOPIC, {
      variables: { slug: 'editors-picks' },
    });
    expect(picks.body.data?.topic?.latestStories.edges.length).toBeGreaterThan(0);
  });

  it('has something trending in every mode, and in each topic this month', async () => {
    for (const mode of ['today', 'week', 'month', 'all-time']) {
      const answer = await testApp.graphql<TrendingAnswer>(TRENDING, { variables: { mode } });
      expect(answer.body.data?.trending?.stories.length, mode).toBeGreaterThan(0);
    }
    for (const topicSlug of ['writing', 'technology', 'life']) {
      const answer = await testApp.graphql<TrendingAnswer>(TRENDING, {
        variables: { mode: 'month', topicSlug },
      });
      expect(answer.body.data?.trending?.stories.length, topicSlug).toBeGreaterThan(0);
    }
  });
});
