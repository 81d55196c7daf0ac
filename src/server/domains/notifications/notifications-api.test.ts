import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { noteReplies, notes, quotes } from '@server/db/schema/conversation';
import { notifications } from '@server/db/schema/notifications';
import { countStatements } from '@server/db/statement-counter';
import { newId } from '@server/lib/ids';
import { buildCollection, buildPost, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { NOTIFICATION_TYPES } from './notifications.constants';
import {
  NOTIFICATIONS,
  STATUS,
  VIEWED,
  dbOf,
  listFor,
  person,
  typesOf,
} from '@server/test/kits/notifications-kit';
import type { NotificationsPage, Person } from '@server/test/kits/notifications-kit';

let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await createTestApp();
  db = dbOf(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const PASSAGE = 'Every word here was chosen with care and patience.';

/** A story by `writer` with a highlight, a note and a reply by `reader`: what fixtures point at. */
async function subjects(writer: Person, reader: Person) {
  const post = await buildPost(db, {
    creatorId: writer.user.id,
    title: 'The story',
    content: { paragraphs: [paragraph('P', PASSAGE)] },
  });
  const response = await buildPost(db, {
    creatorId: reader.user.id,
    title: 'A response',
    inResponseToPostId: post.id,
  });
  const collection = await buildCollection(db, {
    creatorId: writer.user.id,
    name: 'The Quarterly',
  });
  const anchor = {
    postId: post.id,
    paragraphName: post.content.paragraphs[0]?.name ?? '',
    startOffset: 0,
    endOffset: 10,
    paragraphText: PASSAGE,
    paragraphType: 'P',
  };
  const [quote] = await db
    .insert(quotes)
    .values({ id: newId(), userId: reader.user.id, ...anchor })
    .returning();
  const [note] = await db
    .insert(notes)
    .values({ id: newId(), authorId: reader.user.id, content: 'A private thought', ...anchor })
    .returning();
  const [reply] = await db
    .insert(noteReplies)
    .values({ id: newId(), noteId: note?.id ?? '', authorId: writer.user.id, content: 'Thanks' })
    .returning();
  return { post, response, collection, quote, note, reply };
}

type Subjects = Awaited<ReturnType<typeof subjects>>;

let fixtureClock = Date.parse('2026-01-01T00:00:00Z');

/** Stores one notification row directly, as if some feature had caused it. */
async function storeRow(
  recipient: Person,
  type: string,
  actorIds: string[],
  s: Subjects,
  extra: Partial<typeof notifications.$inferInsert> = {},
) {
  fixtureClock += 1000;
  await db.insert(notifications).values({
    id: newId(),
    recipientId: recipient.user.id,
    type,
    groupKey: `${type}:${newId()}`,
    actorId: actorIds[0] ?? null,
    actorIds,
    postId: s.post.id,
    responsePostId: type === 'response_created' ? s.response.id : null,
    quoteId: s.quote?.id ?? null,
    noteId: s.note?.id ?? null,
    noteReplyId: s.reply?.id ?? null,
    collectionId: s.collection.id,
    milestone: type.endsWith('_milestone') ? 100 : null,
    occurredAt: new Date(fixtureClock),
    ...extra,
  });
}

async function allPages(who: Person, activityType?: string) {
  const seen: NotificationsPage['notificationsConnection']['notifications'] = [];
  let to: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const { body } = await testApp.graphql<NotificationsPage>(NOTIFICATIONS, {
      variables: { paging: { limit: 50, to }, activityType },
      as: who.actor,
    });
    if (body.errors) throw new Error(body.errors[0]?.message);
    const connection = body.data?.notificationsConnection;
    seen.push(...(connection?.notifications ?? []));
    to = connection?.pagingInfo.next?.to;
    if (!to) break;
  }
  return seen;
}

describe('stored notifications of every type', () => {
  it('resolve through the API, rollups included, and unknown types are left out', async () => {
    const writer = await person(testApp, 'Writer');
    const reader = await person(testApp, 'Ada');
    const other = await person(testApp, 'Grace');
    const s = await subjects(writer, reader);
    for (const type of NOTIFICATION_TYPES) {
      await storeRow(writer, type, [reader.user.id], s);
      await storeRow(writer, type, [other.user.id, reader.user.id], s);
    }
    await storeRow(writer, 'mystery_type', [reader.user.id], s);
    await storeRow(writer, 'post_recommended_rollup', [reader.user.id], s);

    const rows = await allPages(writer);
    const expected = NOTIFICATION_TYPES.flatMap((type) => [type, `${type}_rollup`]).reverse();
    expect(typesOf(rows)).toEqual(expected);
    for (const row of rows) {
      expect(row.post).toMatchObject({ id: s.post.id, title: 'The story' });
      expect(row.collection?.name).toBe('The Quarterly');
      expect(row.quote?.quoteParagraphPreview).toBe('Every word');
      expect(row.note?.content).toBe('A private thought');
      expect(row.noteReply?.content).toBe('Thanks');
      expect(row.isUnread).toBe(true);
      if (row.notificationType.endsWith('_rollup')) {
        expect(row.actor?.name).toBe('Grace');
        expect(row.rollupOthersCount).toBe(1);
        expect(row.rollupItems.map((item) => item.actor?.name)).toEqual(['Grace', 'Ada']);
      } else {
        expect(row.actor?.name).toBe('Ada');
        expect(row.rollupOthersCount).toBe(0);
        expect(row.rollupItems).toEqual([]);
      }
    }
    const response = rows.find((row) => row.notificationType === 'response_created');
    expect(response?.responsePost?.title).toBe('A response');
    const milestone = rows.find((row) => row.notificationType === 'post_clapped_milestone');
    expect(milestone?.milestoneArg).toBe(100);
    const count = await testApp.graphql<{
      notificationStatus: { unreadNotificationCount: number };
    }>(STATUS, { as: writer.actor });
    expect(count.body.data?.notificationStatus.unreadNotificationCount).toBe(rows.length);
  });

  it('answer a null actor for a removed account, and no highlight once it is gone', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp);
    const s = await subjects(writer, reader);
    await storeRow(writer, 'quote', [], s, { actorId: null, quoteId: null });
    const [row] = await listFor(testApp, writer);
    expect(row?.notificationType).toBe('quote');
    expect(row?.actor).toBeNull();
    expect(row?.quote).toBeNull();
  });

  it('show the note only to someone who may read it', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp);
    const stranger = await person(testApp);
    const s = await subjects(writer, reader);
    await storeRow(stranger, 'mention_in_note', [reader.user.id], s);
    const [row] = await listFor(testApp, stranger);
    expect(row?.note).toBeNull();
    expect(row?.noteReply).toBeNull();
  });
});

describe('the Responses tab and paging', () => {
  it('filters on response_created and pages newest first until nothing is left', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp);
    const s = await subjects(writer, reader);
    for (let i = 0; i < 7; i += 1)
      await storeRow(
        writer,
        i % 2 === 0 ? 'response_created' : 'post_recommended',
        [reader.user.id],
        s,
      );
    const first = await testApp.graphql<NotificationsPage>(NOTIFICATIONS, {
      variables: { paging: { limit: 3 } },
      as: writer.actor,
    });
    const page1 = first.body.data?.notificationsConnection;
    expect(page1?.notifications).toHaveLength(3);
    expect(page1?.pagingInfo.next).toMatchObject({ limit: 3, page: 2, source: 'notifications' });
    const second = await testApp.graphql<NotificationsPage>(NOTIFICATIONS, {
      variables: { paging: { ...page1?.pagingInfo.next } },
      as: writer.actor,
    });
    const page2 = second.body.data?.notificationsConnection;
    expect(page2?.pagingInfo.next?.page).toBe(3);
    const third = await testApp.graphql<NotificationsPage>(NOTIFICATIONS, {
      variables: { paging: { ...page2?.pagingInfo.next } },
      as: writer.actor,
    });
    const page3 = third.body.data?.notificationsConnection;
    expect(page3?.notifications).toHaveLength(1);
    expect(page3?.pagingInfo.next).toBeNull();
    const ids = [page1, page2, page3].flatMap((page) => page?.notifications.map((row) => row.id));
    expect(new Set(ids).size).toBe(7);

    const responses = await allPages(writer, 'response_created');
    expect(typesOf(responses)).toEqual(Array(4).fill('response_created'));
  });

  it('refuses any other activityType and bad paging', async () => {
    const writer = await person(testApp);
    for (const variables of [
      { activityType: 'quote' },
      { paging: { limit: 500 } },
      { paging: { to: 'nonsense' } },
    ]) {
      const { body } = await testApp.graphql(NOTIFICATIONS, { variables, as: writer.actor });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
  });
});

describe('unread count', () => {
  it('counts what happened since the viewer last opened their notifications', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp);
    const s = await subjects(writer, reader);
    const unread = async () =>
      (
        await testApp.graphql<{ notificationStatus: { unreadNotificationCount: number } }>(STATUS, {
          as: writer.actor,
        })
      ).body.data?.notificationStatus.unreadNotificationCount;
    await storeRow(writer, 'quote', [reader.user.id], s, {
      occurredAt: new Date(Date.now() - 5000),
    });
    await storeRow(writer, 'post_noted', [reader.user.id], s, {
      occurredAt: new Date(Date.now() - 4000),
    });
    expect(await unread()).toBe(2);
    const viewed = await testApp.graphql<{ updateActivityLastViewed: boolean }>(VIEWED, {
      as: writer.actor,
    });
    expect(viewed.body.data?.updateActivityLastViewed).toBe(true);
    expect(await unread()).toBe(0);
    expect((await listFor(testApp, writer)).map((row) => row.isUnread)).toEqual([false, false]);
    await storeRow(writer, 'users_following_you', [reader.user.id], s, {
      occurredAt: new Date(Date.now() + 1000),
    });
    expect(await unread()).toBe(1);
    expect((await listFor(testApp, writer)).map((row) => row.isUnread)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('authorisation', () => {
  it('refuses signed-out visitors and shows each person only their own', async () => {
    const writer = await person(testApp);
    const reader = await person(testApp);
    const s = await subjects(writer, reader);
    await storeRow(writer, 'quote', [reader.user.id], s);
    for (const query of [NOTIFICATIONS, STATUS, VIEWED]) {
      const { body } = await testApp.graphql(query);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    }
    expect(await listFor(testApp, reader)).toEqual([]);
    expect(await listFor(testApp, writer)).toHaveLength(1);
  });
});

describe('statements', () => {
  it('reads a page of 10 notifications in as many statements as a page of 2', async () => {
    const writer = await person(testApp);
    const s = await subjects(writer, await person(testApp));
    for (let i = 0; i < 10; i += 1) {
      const [a, b] = [await person(testApp), await person(testApp)];
      await storeRow(writer, i % 2 ? 'quote' : 'post_noted', [a.user.id, b.user.id], {
        ...s,
        post: await buildPost(db, { creatorId: writer.user.id }),
      });
    }
    const measure = async (limit: number) => {
      const { count, result } = await countStatements(() =>
        testApp.graphql<NotificationsPage>(NOTIFICATIONS, {
          variables: { paging: { limit } },
          as: writer.actor,
        }),
      );
      expect(result.body.data?.notificationsConnection.notifications).toHaveLength(limit);
      return count;
    };
    const small = await measure(2);
    const large = await measure(10);
    expect(large).toBe(small);
    // The session, the page, then at most one statement per kind of thing it points at.
    expect(large).toBeLessThanOrEqual(10);
  });
});
