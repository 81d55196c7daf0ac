import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { notifications } from '@server/db/schema/notifications';
import { userFollows } from '@server/db/schema/social';
import { buildCollection, buildPost, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { publishDuePosts } from '@server/jobs/scheduled-publishing';
import { createNote, replyToNote, updateNote, createQuote } from '../conversation';
import { publishResponse } from '../posts';
import { publishPost } from '../posts';
import { clapForPost } from '../reading';
import { blockUser, followCollection, followUser, muteUser } from '../social';
import { notify } from './notify.service';
import {
  STATUS,
  VIEWED,
  dbOf,
  listFor,
  person,
  typesOf,
} from '@server/test/kits/notifications-kit';
import type { Person } from '@server/test/kits/notifications-kit';
import { runConcurrently } from '@server/test/concurrency';

let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await createTestApp();
  db = dbOf(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const PASSAGE = 'The quick brown fox jumps over the lazy dog.';

async function storyBy(
  writer: Person,
  extra: Parameters<typeof buildPost>[1] extends infer O ? Partial<O> : never = {},
) {
  return buildPost(db, {
    creatorId: writer.user.id,
    title: 'A story worth reading',
    content: { paragraphs: [paragraph('H3', 'A story worth reading'), paragraph('P', PASSAGE)] },
    ...extra,
  });
}

const passageName = (post: { content: { paragraphs: Array<{ name: string }> } }) =>
  post.content.paragraphs[1]?.name ?? '';

const clap = (who: Person, postId: string, count = 1) =>
  clapForPost({ db, viewer: who.user, postId, count });

const storedFor = (userId: string) =>
  db.select().from(notifications).where(eq(notifications.recipientId, userId));

async function unreadCount(who: Person): Promise<number> {
  const { body } = await testApp.graphql<{
    notificationStatus: { unreadNotificationCount: number };
  }>(STATUS, { as: who.actor });
  return body.data?.notificationStatus.unreadNotificationCount ?? -1;
}

async function viewNotifications(who: Person): Promise<void> {
  const { body } = await testApp.graphql(VIEWED, { as: who.actor });
  expect(body.errors).toBeUndefined();
}

describe('claps', () => {
  it('tell the writer who clapped, grouping clappers on one story into a rollup', async () => {
    const writer = await person(testApp);
    const [first, second] = [await person(testApp, 'Ada'), await person(testApp, 'Grace')];
    const post = await storyBy(writer);
    await clap(first, post.id);
    let rows = await listFor(testApp, writer);
    expect(typesOf(rows)).toEqual(['post_recommended']);
    expect(rows[0]?.actor?.name).toBe('Ada');
    expect(rows[0]?.post?.title).toBe('A story worth reading');
    expect(rows[0]?.rollupItems).toEqual([]);
    expect(rows[0]?.rollupOthersCount).toBe(0);

    await clap(second, post.id);
    await clap(first, post.id); // the same person again neither counts twice nor moves up
    rows = await listFor(testApp, writer);
    expect(typesOf(rows)).toEqual(['post_recommended_rollup']);
    expect(rows[0]?.actor?.name).toBe('Grace');
    expect(rows[0]?.rollupOthersCount).toBe(1);
    expect(rows[0]?.rollupItems.map((item) => item.actor?.name)).toEqual(['Grace', 'Ada']);
  });

  it('do not announce a reader again who claps once more for the same story', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp, 'Ada');
    const post = await storyBy(writer);
    await clap(reader, post.id);
    expect(await unreadCount(writer)).toBe(1);
    await viewNotifications(writer);
    const [seen] = await listFor(testApp, writer);

    await clap(reader, post.id, 3);
    const rows = await listFor(testApp, writer);
    expect(typesOf(rows)).toEqual(['post_recommended']);
    expect(rows[0]?.isUnread).toBe(false);
    expect(rows[0]?.occurredAt).toBe(seen?.occurredAt);
    expect(rows[0]?.rollupOthersCount).toBe(0);
    expect(await unreadCount(writer)).toBe(0);
    expect(await storedFor(writer.user.id)).toHaveLength(1);
  });

  it('announce a second reader: the row turns unread again, naming one other', async () => {
    const writer = await person(testApp);
    const [first, second] = [await person(testApp, 'Ada'), await person(testApp, 'Grace')];
    const post = await storyBy(writer);
    await clap(first, post.id);
    await viewNotifications(writer);
    await clap(first, post.id);
    expect(await unreadCount(writer)).toBe(0);

    await clap(second, post.id);
    const rows = await listFor(testApp, writer);
    expect(typesOf(rows)).toEqual(['post_recommended_rollup']);
    expect(rows[0]?.isUnread).toBe(true);
    expect(rows[0]?.actor?.name).toBe('Grace');
    expect(rows[0]?.rollupOthersCount).toBe(1);
    expect(await unreadCount(writer)).toBe(1);
  });

  it('tell the writer when a story passes a clap total, once', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp);
    const post = await storyBy(writer);
    await clap(reader, post.id, 9);
    expect(typesOf(await listFor(testApp, writer))).toEqual(['post_recommended']);
    await clap(reader, post.id, 2);
    await clap(reader, post.id, 1);
    const rows = await listFor(testApp, writer);
    const milestones = rows.filter((row) => row.notificationType === 'post_clapped_milestone');
    expect(milestones.map((row) => row.milestoneArg)).toEqual([10]);
    expect(milestones[0]?.post?.id).toBe(post.id);
  });

  it('tell the writer when ten different people clapped (post_recommended_milestone)', async () => {
    const writer = await person(testApp);
    const post = await storyBy(writer);
    for (let i = 0; i < 10; i += 1) await clap(await person(testApp), post.id);
    const rows = await listFor(testApp, writer, { paging: { limit: 50 } });
    expect(
      rows
        .filter((row) => row.notificationType === 'post_recommended_milestone')
        .map((row) => row.milestoneArg),
    ).toEqual([10]);
    expect(
      rows.find((row) => row.notificationType === 'post_recommended_rollup')?.rollupOthersCount,
    ).toBe(9);
  });

  it('say nothing to a writer who muted the clapper', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp);
    const post = await storyBy(writer);
    await muteUser({ db, viewer: writer.user, targetUserId: reader.user.id });
    await clap(reader, post.id);
    expect(await listFor(testApp, writer)).toEqual([]);
  });
});

describe('highlights', () => {
  it('tell the writer the passage, and earlier highlighters that someone piled onto theirs', async () => {
    const writer = await person(testApp);
    const [first, second] = [await person(testApp, 'Ada'), await person(testApp, 'Grace')];
    const post = await storyBy(writer);
    const anchor = { paragraphName: passageName(post), startOffset: 4, endOffset: 19 };
    await createQuote({ db, viewer: first.user, postId: post.id, anchor });
    const rows = await listFor(testApp, writer);
    expect(typesOf(rows)).toEqual(['quote']);
    expect(rows[0]?.quote?.quoteParagraphPreview).toBe('quick brown fox');
    expect(rows[0]?.quote?.paragraphs).toEqual([{ text: PASSAGE, type: 'P' }]);

    await createQuote({
      db,
      viewer: second.user,
      postId: post.id,
      anchor: { ...anchor, startOffset: 10 },
    });
    expect(typesOf(await listFor(testApp, writer))).toEqual(['quote_rollup']);
    const piled = await listFor(testApp, first);
    expect(typesOf(piled)).toEqual(['highlight_was_piled_onto']);
    expect(piled[0]?.actor?.name).toBe('Grace');
    expect(typesOf(await listFor(testApp, second))).toEqual([]);
  });

  it('of your own story notify nobody', async () => {
    const writer = await person(testApp);
    const post = await storyBy(writer);
    const anchor = { paragraphName: passageName(post), startOffset: 0, endOffset: 3 };
    await createQuote({ db, viewer: writer.user, postId: post.id, anchor });
    expect(await storedFor(writer.user.id)).toEqual([]);
  });
});

describe('responses', () => {
  it('tell the writer, and the Responses tab lists only them', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp, 'Ada');
    const post = await storyBy(writer);
    await clap(reader, post.id);
    const response = await publishResponse({
      db,
      viewer: reader.user,
      inResponseToPostId: post.id,
      content: { paragraphs: [paragraph('P', 'I could not agree more.')] },
    });
    expect(typesOf(await listFor(testApp, writer))).toEqual([
      'response_created',
      'post_recommended',
    ]);
    const tab = await listFor(testApp, writer, { activityType: 'response_created' });
    expect(typesOf(tab)).toEqual(['response_created']);
    expect(tab[0]?.post?.id).toBe(post.id);
    expect(tab[0]?.responsePost?.id).toBe(response.id);
    expect(tab[0]?.actor?.name).toBe('Ada');
  });
});

describe('private notes', () => {
  it('notify the writer of a note, then each side of the conversation of the other’s replies', async () => {
    const writer = await person(testApp, 'Writer');
    const reader = await person(testApp, 'Ada');
    const post = await storyBy(writer);
    const anchor = { paragraphName: passageName(post), startOffset: 0, endOffset: 9 };
    const note = await createNote({
      db,
      viewer: reader.user,
      postId: post.id,
      anchor,
      content: 'Typo here?',
    });
    let rows = await listFor(testApp, writer);
    expect(typesOf(rows)).toEqual(['post_noted']);
    expect(rows[0]?.note).toEqual({ id: note.row.id, content: 'Typo here?' });

    await replyToNote({ db, viewer: writer.user, noteId: note.row.id, content: 'Fixed, thanks!' });
    rows = await listFor(testApp, reader);
    expect(typesOf(rows)).toEqual(['note_replied']);
    expect(rows[0]?.noteReply?.content).toBe('Fixed, thanks!');
    expect(rows[0]?.actor?.name).toBe('Writer');

    await replyToNote({ db, viewer: reader.user, noteId: note.row.id, content: 'Great.' });
    expect(typesOf(await listFor(testApp, writer))).toEqual(['post_note_replied', 'post_noted']);
  });

  it('tell a mentioned publication editor, who may read the note, and nobody who may not', async () => {
    const writer = await person(testApp);
    const editor = await person(testApp);
    const outsider = await person(testApp);
    const reader = await person(testApp);
    const collection = await buildCollection(db, { creatorId: editor.user.id });
    const post = await storyBy(writer, { collectionId: collection.id });
    const anchor = { paragraphName: passageName(post), startOffset: 0, endOffset: 9 };
    const note = await createNote({
      db,
      viewer: reader.user,
      postId: post.id,
      anchor,
      content: `Hello @${outsider.user.username}`,
    });
    await updateNote({
      db,
      viewer: reader.user,
      noteId: note.row.id,
      content: `Hello @${outsider.user.username} and @${editor.user.username}.`,
    });
    expect(typesOf(await listFor(testApp, editor))).toEqual(['mention_in_note_update']);
    expect(await storedFor(outsider.user.id)).toEqual([]);
  });
});

describe('follows', () => {
  it('tell the person followed, grouping followers of the same day', async () => {
    const writer = await person(testApp);
    const [a, b, c] = [await person(testApp), await person(testApp), await person(testApp)];
    for (const fan of [a, b, c])
      await followUser({
        db,
        viewer: fan.user,
        targetUserId: writer.user.id,
        productName: 'Quire',
      });
    const rows = await listFor(testApp, writer);
    expect(typesOf(rows)).toEqual(['users_following_you_rollup']);
    expect(rows[0]?.actor?.id).toBe(c.user.id);
    expect(rows[0]?.rollupOthersCount).toBe(2);
  });

  it('tell a publication’s creator when it reaches ten followers', async () => {
    const editor = await person(testApp);
    const collection = await buildCollection(db, { creatorId: editor.user.id, name: 'The Weekly' });
    for (let i = 0; i < 10; i += 1)
      await followCollection({
        db,
        viewer: (await person(testApp)).user,
        targetCollectionId: collection.id,
      });
    const rows = await listFor(testApp, editor);
    expect(typesOf(rows)).toEqual(['collection_followed_milestone']);
    expect(rows[0]?.milestoneArg).toBe(10);
    expect(rows[0]?.collection?.name).toBe('The Weekly');
  });
});

describe('publishing', () => {
  it('tells every follower, and each person @mentioned, once', async () => {
    const writer = await person(testApp, 'Writer');
    const fans = [await person(testApp), await person(testApp)];
    const mentioned = await person(testApp);
    for (const fan of fans)
      await followUser({
        db,
        viewer: fan.user,
        targetUserId: writer.user.id,
        productName: 'Quire',
      });
    const draft = await buildPost(db, {
      creatorId: writer.user.id,
      status: 'DRAFT',
      title: 'Fresh ink',
      content: {
        paragraphs: [
          paragraph(
            'P',
            `Thanks to @${mentioned.user.username.toUpperCase()}, and to me@example.org.`,
          ),
        ],
      },
    });
    await publishPost({ db, viewer: writer.user, postId: draft.id, input: {} });
    for (const fan of fans) {
      const rows = await listFor(testApp, fan);
      expect(typesOf(rows)).toEqual(['post_published_by_someone_you_follow']);
      expect(rows[0]?.post?.title).toBe('Fresh ink');
      expect(rows[0]?.actor?.name).toBe('Writer');
    }
    expect(typesOf(await listFor(testApp, mentioned))).toEqual(['mention_in_post']);
    // Publishing the story again does not repeat either.
    await publishPost({ db, viewer: writer.user, postId: draft.id, input: {} });
    expect(await storedFor(mentioned.user.id)).toHaveLength(1);
  });

  it('tells followers when the publishing job makes a scheduled story public', async () => {
    const writer = await person(testApp);
    const fan = await person(testApp);
    await followUser({ db, viewer: fan.user, targetUserId: writer.user.id, productName: 'Quire' });
    const scheduled = await buildPost(db, {
      creatorId: writer.user.id,
      status: 'SCHEDULED',
      scheduledAt: new Date(Date.now() - 60_000),
      title: 'Right on time',
    });
    expect(await publishDuePosts({ db })).toContain(scheduled.id);
    const rows = await listFor(testApp, fan);
    expect(typesOf(rows)).toEqual(['post_published_by_someone_you_follow']);
    expect(rows[0]?.post?.title).toBe('Right on time');
  });

  it('leaves out a follower who blocked the writer', async () => {
    const writer = await person(testApp);
    const fan = await person(testApp);
    await followUser({ db, viewer: fan.user, targetUserId: writer.user.id, productName: 'Quire' });
    const draft = await buildPost(db, { creatorId: writer.user.id, status: 'DRAFT' });
    await blockUser({ db, viewer: fan.user, userId: fan.user.id, targetUserId: writer.user.id });
    // Following someone you block is refused...
    await expect(
      followUser({ db, viewer: fan.user, targetUserId: writer.user.id, productName: 'Quire' }),
    ).rejects.toMatchObject({
      message: 'Unblock this user to follow them.',
      code: 'BAD_REQUEST',
      status: 400,
    });
    // ...and notify() checks blocks itself, whatever the follow rows say: a stale row stays silent.
    await db.insert(userFollows).values({ followerId: fan.user.id, followeeId: writer.user.id });
    await publishPost({ db, viewer: writer.user, postId: draft.id, input: {} });
    expect(await storedFor(fan.user.id)).toEqual([]);
  });
});

describe('the notifying transaction', () => {
  it('stores nothing when the action fails after notifying', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp);
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, {
          type: 'users_following_you',
          actorId: reader.user.id,
          recipients: [writer.user.id],
          subjectKey: writer.user.id,
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await storedFor(writer.user.id)).toEqual([]);
  });

  it('never tells people of their own action, nor across a block', async () => {
    const writer = await person(testApp);
    const blocked = await person(testApp);
    await blockUser({
      db,
      viewer: writer.user,
      userId: writer.user.id,
      targetUserId: blocked.user.id,
    });
    const stored = await notify(db, {
      type: 'post_shared',
      actorId: writer.user.id,
      recipients: [writer.user.id, blocked.user.id],
      subjectKey: 'x',
    });
    expect(stored).toEqual([]);
    const back = await notify(db, {
      type: 'post_shared',
      actorId: blocked.user.id,
      recipients: [writer.user.id],
      subjectKey: 'x',
    });
    expect(back).toEqual([]);
  });

  it('lets concurrent actions on one subject meet in one rollup row', async () => {
    const writer = await person(testApp);
    const post = await storyBy(writer);
    const readers = await Promise.all(Array.from({ length: 5 }, () => person(testApp)));
    await runConcurrently(testApp.database, () =>
      Promise.all(readers.map((reader) => clap(reader, post.id))),
    );
    const rows = await storedFor(writer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorIds).toHaveLength(5);
  });
});
