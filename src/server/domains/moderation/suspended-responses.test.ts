import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  HIDE,
  PUBLISH_RESPONSE,
  RESPONSES,
  UNHIDE,
  responseContent,
} from '@server/test/kits/conversation-kit';
import {
  SUSPEND_POST,
  SUSPEND_USER,
  UNSUSPEND_POST,
  UNSUSPEND_USER,
  run,
} from '@server/test/kits/moderation-kit';

type Thread = {
  postResult: {
    responseCount: number;
    postResponses: {
      count: number;
      responsesConnection: { items: Array<{ postId: string }> };
    };
  };
};

// The thread, its count and the story card's count, as one reader sees them.
const THREAD = RESPONSES.replace(
  'postResponses {\n    count',
  'responseCount postResponses {\n    count',
);

let testApp: TestApp;
let staff: Actor;
let writer: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  staff = await testApp.signIn((await buildUser(db, { isStaff: true })).id);
  writer = await testApp.signIn((await buildUser(db)).id);
});
afterAll(() => testApp.close());

async function newReader(): Promise<Actor> {
  return testApp.signIn((await buildUser(testApp.database.db)).id);
}

async function newStory(): Promise<string> {
  return (await buildPost(testApp.database.db, { creatorId: writer.userId })).id;
}

async function respond(to: string, as: Actor, text = 'A reply.'): Promise<string> {
  const data = await run<{ publishResponse: { id: string } }>(
    testApp,
    PUBLISH_RESPONSE,
    { to, content: responseContent(text) },
    as,
  );
  return data.publishResponse.id;
}

/** Response ids in the thread, the thread's count and the card's count, for a viewer. */
async function thread(postId: string, as?: Actor) {
  const data = await run<Thread>(testApp, THREAD, { id: postId }, as);
  const { responseCount, postResponses } = data.postResult;
  return {
    ids: postResponses.responsesConnection.items.map((item) => item.postId),
    count: postResponses.count,
    cardCount: responseCount,
  };
}

const seen = (ids: string[]) => ({ ids, count: ids.length, cardCount: ids.length });

describe('a suspended account’s responses', () => {
  it('leave the thread and the count, and come back when the account is unsuspended', async () => {
    const story = await newStory();
    const reader = await newReader();
    const other = await newReader();
    const suspendedReply = await respond(story, reader, 'Spam here.');
    const kept = await respond(story, other);
    const elsewhere = await newStory();
    const secondReply = await respond(elsewhere, reader, 'More spam.');
    expect(await thread(story)).toEqual(seen([suspendedReply, kept]));

    await run(testApp, SUSPEND_USER, { id: reader.userId }, staff);
    // Every viewer, the story's own writer included, sees the same thread.
    for (const viewer of [undefined, other, writer])
      expect(await thread(story, viewer)).toEqual(seen([kept]));
    expect(await thread(elsewhere)).toEqual(seen([]));

    // Suspending again changes nothing more.
    await run(testApp, SUSPEND_USER, { id: reader.userId }, staff);
    expect(await thread(story)).toEqual(seen([kept]));

    await run(testApp, UNSUSPEND_USER, { id: reader.userId }, staff);
    expect(await thread(story)).toEqual(seen([suspendedReply, kept]));
    expect(await thread(elsewhere)).toEqual(seen([secondReply]));
    await run(testApp, UNSUSPEND_USER, { id: reader.userId }, staff);
    expect(await thread(story)).toEqual(seen([suspendedReply, kept]));
  });

  it('keeps a hidden response out of the count across a suspension', async () => {
    const story = await newStory();
    const reader = await newReader();
    const hidden = await respond(story, reader, 'Hidden by the writer.');
    const shown = await respond(story, reader, 'Still shown.');
    await run(testApp, HIDE, { parent: story, response: hidden }, writer);
    expect(await thread(story)).toEqual(seen([shown]));

    await run(testApp, SUSPEND_USER, { id: reader.userId }, staff);
    expect(await thread(story)).toEqual(seen([]));
    // Unhiding while the account is suspended does not bring it back.
    await run(testApp, UNHIDE, { parent: story, response: hidden }, writer);
    expect(await thread(story)).toEqual(seen([]));

    await run(testApp, UNSUSPEND_USER, { id: reader.userId }, staff);
    expect(await thread(story)).toEqual(seen([hidden, shown]));
  });
});

describe('a suspended response', () => {
  it('leaves the thread and the count, and comes back when unsuspended', async () => {
    const story = await newStory();
    const reader = await newReader();
    const suspended = await respond(story, reader, 'One bad reply.');
    const kept = await respond(story, reader, 'One good reply.');
    expect(await thread(story)).toEqual(seen([suspended, kept]));

    await run(testApp, SUSPEND_POST, { id: suspended }, staff);
    expect(await thread(story)).toEqual(seen([kept]));
    expect(await thread(story, writer)).toEqual(seen([kept]));
    await run(testApp, SUSPEND_POST, { id: suspended }, staff);
    expect(await thread(story)).toEqual(seen([kept]));

    // Its account's suspension and return do not count it a second time.
    await run(testApp, SUSPEND_USER, { id: reader.userId }, staff);
    expect(await thread(story)).toEqual(seen([]));
    await run(testApp, UNSUSPEND_USER, { id: reader.userId }, staff);
    expect(await thread(story)).toEqual(seen([kept]));

    await run(testApp, UNSUSPEND_POST, { id: suspended }, staff);
    expect(await thread(story)).toEqual(seen([suspended, kept]));
  });

  it('does not move any count when the suspended story answers none', async () => {
    const story = await newStory();
    const reader = await newReader();
    const reply = await respond(story, reader);
    await run(testApp, SUSPEND_POST, { id: story }, staff);
    await run(testApp, UNSUSPEND_POST, { id: story }, staff);
    expect(await thread(story)).toEqual(seen([reply]));
  });
});
