import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meteredReads } from '@server/db/schema/paywall';
import type { PostRow } from '@server/db/schema/posts';
import { collectionMembers } from '@server/db/schema/publications';
import { buildCollection, buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { meterMonthOf } from './story-body';

/**
 * The metered paywall's one decision, asked through GraphQL (the story page
 * asks the same resolver): who reads a member-only story whole, and whose read
 * uses one of the month's free stories. Two free stories a month here.
 */

const READ = `query Read($id: ID!, $shareKey: String) {
  postResult(id: $id) {
    ... on Post {
      content(shareKey: $shareKey) {
        isLockedPreviewOnly
        paragraphs { text }
        meteringInfo { postIds maxUnlockCount unlocksRemaining }
      }
    }
  }
}`;

interface Content {
  isLockedPreviewOnly: boolean;
  paragraphs: { text: string }[];
  meteringInfo: { postIds: string[]; maxUnlockCount: number; unlocksRemaining: number };
}

const PARAGRAPHS = Array.from({ length: 6 }, (_, index) => paragraph('P', `Paragraph ${index}`));
const THIS_MONTH = meterMonthOf(new Date());
const LAST_MONTH = meterMonthOf(new Date(Date.now() - 40 * 24 * 3600 * 1000));

let app: TestApp;
let story: PostRow;
let publicationStory: PostRow;
let others: PostRow[];

const db = () => app.database.db;

async function lockedStory(creatorId: string, collectionId: string | null = null) {
  return buildPost(db(), {
    creatorId,
    collectionId,
    visibility: 'LOCKED',
    content: { paragraphs: PARAGRAPHS },
  });
}

async function read(as: Actor, post: PostRow, shareKey?: string): Promise<Content> {
  const { body } = await app.graphql<{ postResult: { content: Content } }>(READ, {
    variables: { id: post.id, shareKey },
    as,
  });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.postResult.content;
}

async function countedFor(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ postId: meteredReads.postId })
    .from(meteredReads)
    .where(and(eq(meteredReads.readerId, userId), eq(meteredReads.month, THIS_MONTH)));
  return rows.map((row) => row.postId).sort();
}

/** A signed-in non-member who has already read `used` other member-only stories this month. */
async function readerWhoUsed(used: number, month = THIS_MONTH) {
  const user = await buildUser(db());
  for (const other of others.slice(0, used))
    await db().insert(meteredReads).values({ readerId: user.id, month, postId: other.id });
  return { user, actor: await app.signIn(user.id) };
}

beforeAll(async () => {
  app = await createTestApp({ FREE_MEMBER_ONLY_STORIES: '2' });
  const author = await buildUser(db());
  const editor = await buildUser(db());
  const collection = await buildCollection(db(), { creatorId: editor.id });
  story = await lockedStory(author.id);
  publicationStory = await lockedStory(author.id, collection.id);
  others = [await lockedStory(author.id), await lockedStory(author.id)];
});
afterAll(() => app.close());

describe('the access decision: who reads a member-only story whole', () => {
  /** [viewer, whole?, free stories the read used] — literal expectations, row by row. */
  const MATRIX: Array<
    [string, () => Promise<{ as: Actor; userId?: string; key?: string }>, boolean, number]
  > = [
    ['logged-out visitor (registration wall)', async () => ({ as: app.visitor() }), false, 0],
    [
      'member',
      async () => {
        const user = await buildUser(db(), { memberAt: new Date() });
        return { as: await app.signIn(user.id), userId: user.id };
      },
      true,
      0,
    ],
    [
      'non-member under the allowance',
      async () => {
        const { user, actor } = await readerWhoUsed(1);
        return { as: actor, userId: user.id };
      },
      true,
      1,
    ],
    [
      'non-member over the allowance (upsell)',
      async () => {
        const { user, actor } = await readerWhoUsed(2);
        return { as: actor, userId: user.id };
      },
      false,
      0,
    ],
    [
      'non-member whose allowance was used last month',
      async () => {
        const { user, actor } = await readerWhoUsed(2, LAST_MONTH);
        return { as: actor, userId: user.id };
      },
      true,
      1,
    ],
    [
      'author',
      async () => ({ as: await app.signIn(story.creatorId), userId: story.creatorId }),
      true,
      0,
    ],
    ['friend link, logged out', async () => ({ as: app.visitor(), key: story.shareKey }), true, 0],
    [
      'friend link, non-member over the allowance',
      async () => {
        const { user, actor } = await readerWhoUsed(2);
        return { as: actor, userId: user.id, key: story.shareKey };
      },
      true,
      0,
    ],
    [
      'wrong friend-link key, logged out',
      async () => ({ as: app.visitor(), key: 'not-the-key' }),
      false,
      0,
    ],
  ];

  it.each(MATRIX)('%s', async (_, viewer, isWhole, used) => {
    const { as, userId, key } = await viewer();
    const before = userId ? (await countedFor(userId)).length : 0;
    const content = await read(as, story, key);
    expect(content.isLockedPreviewOnly).toBe(!isWhole);
    expect(content.paragraphs).toHaveLength(isWhole ? 6 : 3);
    if (userId) expect((await countedFor(userId)).length - before).toBe(used);
  });

  it("lets the publication's editors read its stories whole, and not its writers", async () => {
    const collectionId = publicationStory.collectionId ?? '';
    const editor = await buildUser(db());
    const writer = await buildUser(db());
    await db()
      .insert(collectionMembers)
      .values([
        { collectionId, userId: editor.id, role: 'EDITOR' },
        { collectionId, userId: writer.id, role: 'WRITER' },
      ]);
    const asEditor = await read(await app.signIn(editor.id), publicationStory);
    expect(asEditor.isLockedPreviewOnly).toBe(false);
    expect(await countedFor(editor.id)).toEqual([]);
    // A writer of the publication is a reader like any other: the meter counts the read.
    const asWriter = await read(await app.signIn(writer.id), publicationStory);
    expect(asWriter.isLockedPreviewOnly).toBe(false);
    expect(await countedFor(writer.id)).toEqual([publicationStory.id]);
  });
});

describe('counting per reader per calendar month', () => {
  it('uses one free story per story: re-reading a counted story uses no other', async () => {
    const { user, actor } = await readerWhoUsed(1);
    const first = await read(actor, story);
    expect(first.meteringInfo).toEqual({
      postIds: [others[0]?.id, story.id],
      maxUnlockCount: 2,
      unlocksRemaining: 0,
    });
    const again = await read(actor, story);
    expect(again.isLockedPreviewOnly).toBe(false);
    expect(await countedFor(user.id)).toEqual([others[0]?.id, story.id].sort());
    // The allowance is spent: the next member-only story shows the locked preview.
    const next = await read(actor, publicationStory);
    expect(next.isLockedPreviewOnly).toBe(true);
    expect(next.meteringInfo.unlocksRemaining).toBe(0);
  });

  it('never passes the allowance when several stories are opened at once', async () => {
    const { user, actor } = await readerWhoUsed(0);
    const stories = [story, publicationStory, ...others];
    const contents = await Promise.all(stories.map((post) => read(actor, post)));
    expect(contents.filter((content) => !content.isLockedPreviewOnly)).toHaveLength(2);
    expect(await countedFor(user.id)).toHaveLength(2);
  });

  it('tells a logged-out reader the allowance and no ids', async () => {
    const content = await read(app.visitor(), story);
    expect(content.meteringInfo).toEqual({ postIds: [], maxUnlockCount: 2, unlocksRemaining: 2 });
  });

  it('never meters an open story', async () => {
    const open = await buildPost(db(), {
      creatorId: story.creatorId,
      content: { paragraphs: PARAGRAPHS },
    });
    const { user, actor } = await readerWhoUsed(2);
    expect((await read(actor, open)).paragraphs).toHaveLength(6);
    expect(await countedFor(user.id)).toHaveLength(2);
  });
});
