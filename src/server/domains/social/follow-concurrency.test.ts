import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollows, userSocialStats } from '@server/db/schema/social';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { FOLLOW, UNFOLLOW, buildPeople } from '@server/test/kits/social-kit';
import { runConcurrently } from '@server/test/concurrency';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function storedTotals(userId: string) {
  const db = testApp.database.db;
  const [stats] = await db.select().from(userSocialStats).where(eq(userSocialStats.userId, userId));
  const [followers] = await db
    .select({ n: count() })
    .from(userFollows)
    .where(eq(userFollows.followeeId, userId));
  const [following] = await db
    .select({ n: count() })
    .from(userFollows)
    .where(eq(userFollows.followerId, userId));
  return {
    followerCount: stats?.followerCount ?? 0,
    followingCount: stats?.followingCount ?? 0,
    followerRows: followers?.n ?? 0,
    followingRows: following?.n ?? 0,
  };
}

describe('concurrent follows', () => {
  it('keeps totals equal to the rows under 50 parallel follow and unfollow requests', async () => {
    const people = await buildPeople(testApp, 6);
    const [writer, ...fans] = people;
    if (!writer) throw new Error('no people');
    const sendAll = () =>
      Array.from({ length: 50 }, (_, index) => {
        const fan = fans[index % fans.length];
        if (!fan) throw new Error('no fan');
        // Fans hammer the writer; the writer follows them back at the same time.
        const [who, whom] = index % 5 === 4 ? [writer, fan] : [fan, writer];
        const document = index % 3 === 0 ? UNFOLLOW : FOLLOW;
        return testApp.graphql(document, { variables: { id: whom.user.id }, as: who.actor });
      });
    const responses = await runConcurrently(testApp.database, () => Promise.all(sendAll()));
    expect(responses.map((response) => response.body.errors ?? null)).toEqual(
      responses.map(() => null),
    );

    for (const person of people) {
      const totals = await storedTotals(person.user.id);
      expect(totals.followerCount).toBe(totals.followerRows);
      expect(totals.followingCount).toBe(totals.followingRows);
    }
    const [pairs] = await testApp.database.db
      .select({ n: count() })
      .from(userFollows)
      .where(and(eq(userFollows.followeeId, writer.user.id)));
    expect((await storedTotals(writer.user.id)).followerCount).toBe(pairs?.n);
  });
});
