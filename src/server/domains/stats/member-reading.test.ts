import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberReadingMonths } from '@server/db/schema/stats';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;
let member: Actor;
let reader: Actor;
let author: Actor;
let lockedId: string;
let publicId: string;
const MINUTE = 60_000;
const start = Date.now() - 40 * MINUTE;
let eventNumber = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const writer = await buildUser(db);
  author = await testApp.signIn(writer.id);
  member = await testApp.signIn((await buildUser(db, { memberAt: new Date(start) })).id);
  reader = await testApp.signIn((await buildUser(db)).id);
  lockedId = (await buildPost(db, { creatorId: writer.id, visibility: 'LOCKED' })).id;
  publicId = (await buildPost(db, { creatorId: writer.id })).id;
});

afterAll(async () => {
  await testApp.close();
});

type Sent = { key: 'post.clientViewed' | 'post.clientRead'; postId: string; at: number };

/** Sends a batch to /_/batch as the client's event queue does; returns it to send again. */
async function report(as: Actor, events: Sent[], options: { ids?: string[]; agent?: string } = {}) {
  const ids = options.ids ?? events.map(() => `mr${(eventNumber += 1)}`);
  const response = await testApp.request({
    method: 'POST',
    url: '/_/batch',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': as.xsrfToken,
      'user-agent': options.agent ?? 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    },
    cookies: as.cookies,
    payload: events.map((event, index) => ({
      key: event.key,
      data: { postId: event.postId },
      type: 'e',
      timestamp: event.at,
      eventId: ids[index],
    })),
  });
  expect(response.statusCode).toBeLessThan(300);
  return ids;
}

async function secondsOf(memberId: string) {
  const rows = await testApp.database.db
    .select()
    .from(memberReadingMonths)
    .where(eq(memberReadingMonths.memberId, memberId));
  return rows.map((row) => ({ postId: row.postId, month: row.month, seconds: row.seconds }));
}

const thisMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;

describe("members' reading time on member-only stories", () => {
  it('counts the time from view to read, once however often the batch is sent', async () => {
    await report(member, [{ key: 'post.clientViewed', postId: lockedId, at: start }]);
    const read: Sent[] = [{ key: 'post.clientRead', postId: lockedId, at: start + 4 * MINUTE }];
    const ids = await report(member, read);
    await report(member, read, { ids });
    expect(await secondsOf(member.userId)).toEqual([
      { postId: lockedId, month: thisMonth(), seconds: 240 },
    ]);
  });

  it('adds a second reading, capped at 30 minutes, and a read with no view adds nothing', async () => {
    await report(member, [
      { key: 'post.clientViewed', postId: lockedId, at: start + 5 * MINUTE },
      { key: 'post.clientRead', postId: lockedId, at: start + 95 * MINUTE },
    ]);
    await report(member, [{ key: 'post.clientRead', postId: lockedId, at: start + 96 * MINUTE }]);
    expect(await secondsOf(member.userId)).toEqual([
      { postId: lockedId, month: thisMonth(), seconds: 240 + 1800 },
    ]);
  });

  it("counts a member's month on one story up to three times its reading time, an hour at least", async () => {
    const db = testApp.database.db;
    const writerId = (await buildUser(db)).id;
    const short = (await buildPost(db, { creatorId: writerId, visibility: 'LOCKED' })).id;
    const long = (
      await buildPost(db, { creatorId: writerId, visibility: 'LOCKED', readingTime: 25 })
    ).id;
    const someone = await testApp.signIn((await buildUser(db, { memberAt: new Date(start) })).id);
    for (const postId of [short, long])
      for (const offset of [0, 31, 62])
        await report(someone, [
          { key: 'post.clientViewed', postId, at: start - 100 * MINUTE + offset * MINUTE },
          { key: 'post.clientRead', postId, at: start - 70 * MINUTE + offset * MINUTE },
        ]);
    const seconds = new Map(
      (await secondsOf(someone.userId)).map((row) => [row.postId, row.seconds]),
    );
    // Three capped reads of 30 minutes each (5,400 s) are sent for each story.
    expect(seconds.get(short)).toBe(3600);
    expect(seconds.get(long)).toBe(25 * 60 * 3);
  });

  it('leaves out public stories, readers who are not members, the author and bots', async () => {
    const pair = (postId: string): Sent[] => [
      { key: 'post.clientViewed', postId, at: start },
      { key: 'post.clientRead', postId, at: start + 2 * MINUTE },
    ];
    const memberBefore = await secondsOf(member.userId);
    await report(member, pair(publicId));
    await report(reader, pair(lockedId));
    await report(author, pair(lockedId));
    await report(member, pair(lockedId), {
      agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    expect(await secondsOf(member.userId)).toEqual(memberBefore);
    expect(await secondsOf(reader.userId)).toEqual([]);
    expect(await secondsOf(author.userId)).toEqual([]);
  });
});
