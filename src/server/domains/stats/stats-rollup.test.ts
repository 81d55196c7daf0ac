import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStats, readingHistory } from '@server/db/schema/reading';
import { userFollows } from '@server/db/schema/social';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { STORY_STATS, VIEWER_STATS, storyEvent, viewAndRead } from '@server/test/kits/stats-kit';
import type { StoryStatsAnswer, Totals } from '@server/test/kits/stats-kit';
import { rollUpStoryStats } from './stats-rollup';

let testApp: TestApp;
let author: Actor;
let storyId: string;
let otherStoryId: string;
const HOUR = 3600_000;
const SITE_HOSTS = ['quire.example'];
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const writer = await buildUser(db);
  author = await testApp.signIn(writer.id);
  const member = await buildUser(db, { memberAt: ago(1000 * HOUR) });
  const newMember = await buildUser(db, { memberAt: ago(HOUR) });
  const reader = await buildUser(db);
  const story = await buildPost(db, { creatorId: writer.id, title: 'Counted' });
  const other = await buildPost(db, { creatorId: writer.id, title: 'Quiet' });
  storyId = story.id;
  otherStoryId = other.id;
  await db.insert(postStats).values({ postId: story.id, clapCount: 12, responseCount: 2 });

  // A member reads for 5 minutes, arriving from Google.
  await viewAndRead(db, {
    userId: member.id,
    postId: story.id,
    at: ago(3 * HOUR),
    seconds: 300,
    referrer: 'https://www.google.com/',
  });
  // A member who left the tab open two hours counts the cap, 30 minutes.
  await viewAndRead(db, { userId: member.id, postId: story.id, at: ago(30 * HOUR), seconds: 7200 });
  // Someone who became a member only after reading reads as a non-member did.
  await viewAndRead(db, {
    userId: newMember.id,
    postId: story.id,
    at: ago(5 * HOUR),
    seconds: 200,
    referrer: 'https://t.co/x',
  });
  // A signed-out visitor views twice from another site (one event sent again) and reads once.
  await storyEvent(db, {
    userId: 'lo_visitor1',
    postId: story.id,
    kind: 'view',
    at: ago(2 * HOUR),
    referrer: 'https://blog.example.net/',
    eventId: 'sent-twice',
  });
  await storyEvent(db, {
    userId: 'lo_visitor1',
    postId: story.id,
    kind: 'view',
    at: ago(2 * HOUR),
    referrer: 'https://blog.example.net/',
    eventId: 'sent-twice',
  });
  await viewAndRead(db, {
    userId: 'lo_visitor1',
    postId: story.id,
    at: ago(2 * HOUR),
    seconds: 60,
    referrer: 'https://quire.example/@someone',
  });
  // From a newsletter, and from nowhere.
  await storyEvent(db, {
    userId: reader.id,
    postId: story.id,
    kind: 'view',
    at: ago(26 * 24 * HOUR),
    location: `/p/${story.id}?utm_source=letter&utm_medium=email`,
  });
  await storyEvent(db, { userId: 'lo_visitor2', postId: story.id, kind: 'view', at: ago(HOUR) });
  // The author's own views and reads are not counted, nor events for no story.
  await viewAndRead(db, { userId: writer.id, postId: story.id, at: ago(HOUR), seconds: 100 });
  await storyEvent(db, { userId: reader.id, postId: 'fffffffff', kind: 'view', at: ago(HOUR) });
  await storyEvent(db, { userId: reader.id, postId: other.id, kind: 'view', at: ago(HOUR) });
  // A reader of the story who then followed its author.
  await db
    .insert(readingHistory)
    .values({ userId: member.id, postId: story.id, readAt: ago(HOUR) });
  await db.insert(userFollows).values({ followerId: member.id, followeeId: writer.id });
  await rollUpStoryStats({ db, siteHosts: SITE_HOSTS, now });
});

afterAll(async () => {
  await testApp.close();
});

const storyStats = async (postId = storyId) =>
  (await testApp.graphql<StoryStatsAnswer>(STORY_STATS, { variables: { postId }, as: author }))
    .body;

const EXPECTED_TOTALS: Totals = {
  // member ×2, new member, visitor 1 ×2 (the repeated event once), e-mail, visitor 2.
  views: 7,
  reads: 4,
  readRatio: 0.571,
  memberReadingSeconds: 300 + 1800,
  claps: 12,
  responses: 2,
  followersGained: 1,
};

describe('story stats rollup', () => {
  it('counts views, reads and members’ reading time, without the author or repeats', async () => {
    const body = await storyStats();
    expect(body.errors).toBeUndefined();
    expect(body.data?.storyStats?.totalStats).toEqual(EXPECTED_TOTALS);
    expect(body.data?.storyStats?.milestones).toEqual([]);
  });

  it('groups referrers by type, with their hosts', async () => {
    const referrers = (await storyStats()).data?.storyStats?.referrers ?? [];
    const byType = Object.fromEntries(referrers.map((group) => [group.type, group]));
    expect(byType.DIRECT?.views).toBe(2);
    expect(byType.SEARCH).toEqual({
      type: 'SEARCH',
      views: 1,
      sources: [{ host: 'www.google.com', views: 1 }],
    });
    expect(byType.SOCIAL?.sources).toEqual([{ host: 't.co', views: 1 }]);
    expect(byType.EXTERNAL?.sources).toEqual([{ host: 'blog.example.net', views: 1 }]);
    expect(byType.INTERNAL?.views).toBe(1);
    expect(byType.EMAIL?.views).toBe(1);
    expect(referrers.map((group) => group.type)).toHaveLength(6);
  });

  it('answers the last 48 hours hour by hour and 90 days day by day', async () => {
    const stats = (await storyStats()).data?.storyStats;
    const hourly = stats?.hourlyStats ?? [];
    expect(hourly).toHaveLength(48);
    expect(new Date(hourly.at(-1)!.startsAt).getTime()).toBe(
      Math.floor(now.getTime() / HOUR) * HOUR,
    );
    // Within 48 hours: all but the e-mail view 26 days ago.
    expect(hourly.reduce((sum, period) => sum + period.views, 0)).toBe(6);
    expect(hourly.reduce((sum, period) => sum + period.memberReadingSeconds, 0)).toBe(2100);
    const daily = stats?.dailyStats ?? [];
    expect(daily).toHaveLength(90);
    expect(daily.reduce((sum, period) => sum + period.views, 0)).toBe(7);
    expect(new Date(daily.at(-1)!.startsAt).toISOString().slice(11)).toBe('00:00:00.000Z');
  });

  it('gives the same figures when it runs again, and counts new events once', async () => {
    const db = testApp.database.db;
    await rollUpStoryStats({ db, siteHosts: SITE_HOSTS, now });
    expect((await storyStats()).data?.storyStats?.totalStats).toEqual(EXPECTED_TOTALS);
    await storyEvent(db, { userId: 'lo_visitor3', postId: storyId, kind: 'view', at: now });
    await rollUpStoryStats({ db, siteHosts: SITE_HOSTS, now });
    await rollUpStoryStats({ db, siteHosts: SITE_HOSTS, now });
    const totals = (await storyStats()).data?.storyStats?.totalStats;
    expect(totals?.views).toBe(8);
  });

  it('sums the writer’s stories on their overview, each story with its own counts', async () => {
    const body = (
      await testApp.graphql<{
        viewerStats: {
          totalStats: Totals;
          stories: Array<{ post: { id: string }; views: number }>;
        };
      }>(VIEWER_STATS, { as: author })
    ).body;
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewerStats.totalStats.views).toBe(9);
    expect(body.data?.viewerStats.totalStats.claps).toBe(12);
    const views = Object.fromEntries(
      body.data!.viewerStats.stories.map((row) => [row.post.id, row.views]),
    );
    expect(views).toEqual({ [storyId]: 8, [otherStoryId]: 1 });
  });

  it('leaves out views a crawler reports', async () => {
    const reader = await buildUser(testApp.database.db);
    const actor = await testApp.signIn(reader.id);
    const send = (userAgent: string, eventId: string) =>
      testApp.request({
        method: 'POST',
        url: '/_/batch',
        cookies: actor.cookies,
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': actor.xsrfToken,
          'user-agent': userAgent,
        },
        payload: JSON.stringify([
          {
            key: 'post.clientViewed',
            data: { postId: otherStoryId, referrer: '', location: '/' },
            type: 'e',
            timestamp: Date.now(),
            eventId,
          },
        ]),
      });
    expect((await send('Mozilla/5.0 (compatible; bingbot/2.0)', 'bot-view')).statusCode).toBe(204);
    expect(
      (await send('Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0', 'person-view')).statusCode,
    ).toBe(200);
    await rollUpStoryStats({ db: testApp.database.db, siteHosts: SITE_HOSTS });
    const totals = (await storyStats(otherStoryId)).data?.storyStats?.totalStats;
    expect(totals?.views).toBe(2);
  });
});
