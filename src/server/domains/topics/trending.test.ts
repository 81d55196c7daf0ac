import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claps, readingHistory } from '@server/db/schema/reading';
import { countStatements } from '@server/db/statement-counter';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { TRENDING, buildTaggedStory, buildTopic } from '@server/test/kits/topics-kit';
import type { TrendingAnswer } from '@server/test/kits/topics-kit';

let testApp: TestApp;
let reader: Actor;
const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const writer = await buildUser(db);
  reader = await testApp.signIn((await buildUser(db)).id);
  const readers = await Promise.all([1, 2, 3, 4].map(() => buildUser(db)));
  await buildTopic(db, { name: 'Gardens', tagSlugs: ['roses'] });
  await buildTopic(db, { name: 'Hidden', visibility: 'STAFF', tagSlugs: ['secret'] });
  const fresh = await buildTaggedStory(db, writer.id, ['roses'], { title: 'Read this hour' });
  const yesterday = await buildTaggedStory(db, writer.id, [], { title: 'Read two days ago' });
  const clapped = await buildTaggedStory(db, writer.id, ['roses'], { title: 'Clapped today' });
  const discussed = await buildTaggedStory(db, writer.id, [], { title: 'Answered today' });
  await buildTaggedStory(db, writer.id, ['roses'], { title: 'Nobody read' });
  const old = await buildTaggedStory(db, writer.id, [], { title: 'Read last year' });
  for (const person of readers.slice(0, 2))
    await db
      .insert(readingHistory)
      .values({ userId: person.id, postId: fresh.id, readAt: ago(HOUR) });
  for (const person of readers)
    await db
      .insert(readingHistory)
      .values({ userId: person.id, postId: yesterday.id, readAt: ago(48 * HOUR) });
  await db
    .insert(claps)
    .values({ userId: readers[0]!.id, postId: clapped.id, count: 50, updatedAt: ago(2 * HOUR) });
  await buildPost(db, {
    creatorId: readers[1]!.id,
    title: 'A response',
    inResponseToPostId: discussed.id,
    latestPublishedAt: ago(3 * HOUR),
  });
  for (const person of readers)
    await db
      .insert(readingHistory)
      .values({ userId: person.id, postId: old.id, readAt: ago(400 * 24 * HOUR) });
});

afterAll(async () => {
  await testApp.close();
});

const trending = (mode: string, topicSlug?: string) =>
  testApp.graphql<TrendingAnswer>(TRENDING, { variables: { mode, topicSlug }, as: reader });
const titlesOf = async (mode: string, topicSlug?: string) =>
  (await trending(mode, topicSlug)).body.data?.trending?.stories.map((story) => story.title);

describe('trending', () => {
  it('today ranks the last day’s reads, claps and responses; quiet stories are absent', async () => {
    // 5 claps counted of 50 at 0.5 (2.4), 2 reads (≈1.8), one response at 3 (≈2.1).
    expect(await titlesOf('today')).toEqual(['Clapped today', 'Answered today', 'Read this hour']);
  });

  it('a week counts older reads, decayed: four reads two days old beat two of this hour', async () => {
    const titles = await titlesOf('week');
    expect(titles).toContain('Read two days ago');
    expect(titles).not.toContain('Read last year');
    expect(titles?.indexOf('Read two days ago')).toBeLessThan(
      titles?.indexOf('Read this hour') ?? 0,
    );
  });

  it('all time counts everything, old activity least', async () => {
    const titles = await titlesOf('all-time');
    expect(titles?.at(-1)).toBe('Read last year');
    expect(titles).not.toContain('Nobody read');
  });

  it('limits the ranking to a topic’s tags', async () => {
    const answer = await trending('today', 'gardens');
    expect(answer.body.data?.trending?.topic).toEqual({ slug: 'gardens' });
    expect(answer.body.data?.trending?.stories.map((story) => story.title)).toEqual([
      'Clapped today',
      'Read this hour',
    ]);
  });

  it('answers null for an unknown mode, an unknown topic and a topic the viewer may not see', async () => {
    expect((await trending('yesterday')).body.data?.trending).toBeNull();
    expect((await trending('today', 'no-such-topic')).body.data?.trending).toBeNull();
    expect((await trending('today', 'hidden')).body.data?.trending).toBeNull();
  });

  it('costs the same statements for a page of 3 stories as for 5', async () => {
    const counts: number[] = [];
    for (const mode of ['today', 'all-time']) {
      const { count, result } = await countStatements(() => trending(mode));
      expect(result.body.data?.trending?.stories.length).toBeGreaterThan(2);
      counts.push(count);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});
