import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { quotes } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import { newId } from '@server/lib/ids';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  READING_LIST,
  buildCast,
  buildStory,
  errorCode,
  listMutation,
} from '@server/test/kits/reading-kit';
import type { Cast } from '@server/test/kits/reading-kit';

let testApp: TestApp;
let cast: Cast;

type ListData = {
  readingList: {
    postPreviews: Array<{
      postId: string;
      post: { id: string; title: string; readingListState: string };
    }>;
    savedCount: number;
    archivedCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildCast(testApp);
});

afterAll(async () => {
  await testApp.close();
});

async function change(name: string, id: string, as: Actor) {
  const response = await testApp.graphql<Record<string, { id: string; readingListState: string }>>(
    listMutation(name),
    { variables: { id }, as },
  );
  return response;
}

const list = (as: Actor, variables: Record<string, unknown>) =>
  testApp.graphql<ListData>(READING_LIST, { variables, as });

const titles = (data: ListData | undefined) =>
  data?.readingList.postPreviews.map((preview) => preview.post.title);

describe('reading list', () => {
  it('moves a story through QUEUE, ARCHIVE and NONE with counts', async () => {
    const viewer = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const post = await buildStory(testApp.database.db, cast.author.id, { title: 'Moving story' });
    const states: string[] = [];
    for (const name of ['bookmarkPost', 'archivePost', 'unarchivePost', 'unbookmarkPost']) {
      const response = await change(name, post.id, viewer);
      states.push(response.body.data?.[name]?.readingListState ?? 'error');
      if (name === 'archivePost') {
        const archived = await list(viewer, { type: 'ARCHIVED' });
        expect(archived.body.data?.readingList).toMatchObject({ savedCount: 0, archivedCount: 1 });
        expect(titles(archived.body.data)).toEqual(['Moving story']);
      }
    }
    expect(states).toEqual(['QUEUE', 'ARCHIVE', 'QUEUE', 'NONE']);
    const after = await list(viewer, { type: 'SAVED' });
    expect(after.body.data?.readingList).toMatchObject({
      postPreviews: [],
      savedCount: 0,
      archivedCount: 0,
    });
  });

  it('lists tabs newest first: SAVED, ARCHIVED, RECENT (both) and an empty HIGHLIGHTS', async () => {
    const viewer = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const db = testApp.database.db;
    const [a, b, c] = [
      await buildStory(db, cast.author.id, { title: 'Alpha' }),
      await buildStory(db, cast.author.id, { title: 'Beta' }),
      await buildStory(db, cast.author.id, { title: 'Gamma' }),
    ];
    await change('bookmarkPost', a.id, viewer);
    await change('archivePost', b.id, viewer);
    await change('bookmarkPost', c.id, viewer);
    expect(titles((await list(viewer, { type: 'SAVED' })).body.data)).toEqual(['Gamma', 'Alpha']);
    expect(titles((await list(viewer, { type: 'ARCHIVED' })).body.data)).toEqual(['Beta']);
    const recent = await list(viewer, { type: 'RECENT' });
    expect(titles(recent.body.data)).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(recent.body.data?.readingList.postPreviews[0]).toMatchObject({
      postId: c.id,
      post: { id: c.id, readingListState: 'QUEUE' },
    });
    expect(recent.body.data?.readingList).toMatchObject({ savedCount: 2, archivedCount: 1 });
    expect(titles((await list(viewer, { type: 'HIGHLIGHTS' })).body.data)).toEqual([]);
  });

  it('pages by cursor without skipping or repeating', async () => {
    const viewer = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const expected: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const post = await buildStory(testApp.database.db, cast.author.id, {
        title: `Page ${index}`,
      });
      await change('bookmarkPost', post.id, viewer);
      expected.unshift(`Page ${index}`);
    }
    const seen: string[] = [];
    let after: string | null | undefined = null;
    do {
      const response = await list(viewer, { type: 'SAVED', first: 2, after });
      seen.push(...(titles(response.body.data) ?? []));
      after = response.body.data?.readingList.pageInfo.endCursor;
      if (!response.body.data?.readingList.pageInfo.hasNextPage) after = null;
    } while (after);
    expect(seen).toEqual(expected);
    const bad = await list(viewer, { type: 'SAVED', after: 'bm9wZQ' });
    expect(errorCode(bad.body)).toBe('BAD_REQUEST');
  });

  it('searches title, subtitle and author name, with % and _ matched literally', async () => {
    const db = testApp.database.db;
    const viewer = await testApp.signIn((await buildUser(db)).id);
    const writer = await buildUser(db, { name: 'Zelda Quill' });
    const stories = [
      await buildStory(db, cast.author.id, { title: '100% honest cooking' }),
      await buildStory(db, cast.author.id, { title: '100 ways to cook' }),
      await buildStory(db, cast.author.id, { title: 'snake_case names', subtitle: 'On style' }),
      await buildStory(db, cast.author.id, { title: 'snakeXcase', subtitle: 'Nope' }),
      await buildStory(db, writer.id, { title: 'By Zelda' }),
    ];
    for (const story of stories) await change('bookmarkPost', story.id, viewer);
    const search = async (searchQuery: string) =>
      titles((await list(viewer, { type: 'SAVED', searchQuery })).body.data);
    expect(await search('100%')).toEqual(['100% honest cooking']);
    expect(await search('snake_case')).toEqual(['snake_case names']);
    expect(await search('ON STYLE')).toEqual(['snake_case names']);
    expect(await search('quill')).toEqual(['By Zelda']);
    expect(await search('%')).toEqual(['100% honest cooking']);
    const counted = await list(viewer, { type: 'SAVED', searchQuery: 'quill' });
    expect(counted.body.data?.readingList.savedCount).toBe(5);
  });

  it('leaves out stories that stopped being readable, and refuses unreadable ones', async () => {
    const db = testApp.database.db;
    const viewer = await testApp.signIn((await buildUser(db)).id);
    const draft = await buildStory(db, cast.author.id, { status: 'DRAFT' });
    const response = await change('bookmarkPost', draft.id, viewer);
    expect(errorCode(response.body)).toBe('NOT_FOUND');
    const story = await buildStory(db, cast.author.id, { title: 'Soon gone' });
    await change('bookmarkPost', story.id, viewer);
    await db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, story.id));
    const after = await list(viewer, { type: 'RECENT' });
    expect(after.body.data?.readingList).toMatchObject({ postPreviews: [], savedCount: 0 });
  });

  it('lists the stories the viewer highlighted, once each, latest highlight first', async () => {
    const db = testApp.database.db;
    const viewer = await testApp.signIn((await buildUser(db)).id);
    const [older, newer, othersOnly, gone] = [
      await buildStory(db, cast.author.id, { title: 'Older highlight' }),
      await buildStory(db, cast.author.id, { title: 'Newer highlight', subtitle: 'Tide pools' }),
      await buildStory(db, cast.author.id, { title: 'Someone else highlighted' }),
      await buildStory(db, cast.author.id, { title: 'Deleted later' }),
    ];
    const highlight = (postId: string, userId: string, at: string) =>
      db.insert(quotes).values({
        id: newId(),
        postId,
        userId,
        paragraphName: 'p1',
        startOffset: 0,
        endOffset: 4,
        paragraphText: 'Some text',
        paragraphType: 'P',
        createdAt: new Date(at),
      });
    await highlight(older.id, viewer.userId, '2026-01-01T10:00:00Z');
    await highlight(older.id, viewer.userId, '2026-01-02T10:00:00Z');
    await highlight(newer.id, viewer.userId, '2026-01-03T10:00:00Z');
    await highlight(gone.id, viewer.userId, '2026-01-04T10:00:00Z');
    await highlight(othersOnly.id, cast.other.id, '2026-01-05T10:00:00Z');
    await db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, gone.id));
    await change('bookmarkPost', newer.id, viewer);

    const tab = await list(viewer, { type: 'HIGHLIGHTS' });
    expect(titles(tab.body.data)).toEqual(['Newer highlight', 'Older highlight']);
    expect(tab.body.data?.readingList.postPreviews[0]?.post.readingListState).toBe('QUEUE');
    expect(tab.body.data?.readingList).toMatchObject({ savedCount: 1, archivedCount: 0 });

    const first = await list(viewer, { type: 'HIGHLIGHTS', first: 1 });
    expect(titles(first.body.data)).toEqual(['Newer highlight']);
    const next = await list(viewer, {
      type: 'HIGHLIGHTS',
      first: 1,
      after: first.body.data?.readingList.pageInfo.endCursor,
    });
    expect(titles(next.body.data)).toEqual(['Older highlight']);
    expect(next.body.data?.readingList.pageInfo.hasNextPage).toBe(false);

    const searched = await list(viewer, { type: 'HIGHLIGHTS', searchQuery: 'tide' });
    expect(titles(searched.body.data)).toEqual(['Newer highlight']);
    const stranger = await list(cast.readerActor, { type: 'HIGHLIGHTS' });
    expect(titles(stranger.body.data)).toEqual([]);
  });
});
