import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '@server/db/schema/posts';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  CREATE_QUOTE,
  DELETE_QUOTE,
  POST_HIGHLIGHTS,
  codeOf,
  run,
  story,
} from '@server/test/kits/conversation-kit';

type QuoteData = {
  id: string;
  startOffset: number;
  endOffset: number;
  quoteText: string;
  readerCount: number | null;
  paragraphs: Array<{ name: string; type: string; text: string }>;
  user: { id: string } | null;
};
type Highlights = {
  postResult: {
    viewerHighlights: QuoteData[];
    highlights: Array<{ id: string }>;
    topHighlight: QuoteData | null;
  };
};

let testApp: TestApp;
let authorId: string;
let readers: Actor[];

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  authorId = (await buildUser(db)).id;
  readers = [];
  for (let index = 0; index < 3; index += 1)
    readers.push(await testApp.signIn((await buildUser(db)).id));
});
afterAll(() => testApp.close());

const newStory = () =>
  buildPost(testApp.database.db, {
    creatorId: authorId,
    content: story('A title', 'The quick brown fox jumps over the lazy dog.'),
  });

const highlight = (as: Actor, postId: string, name = 'n1', start = 4, end = 15) =>
  testApp.graphql<{ createQuote: QuoteData }>(CREATE_QUOTE, {
    as,
    variables: { postId, name, start, end },
  });

const readHighlights = (postId: string, as?: Actor) =>
  run<Highlights>(testApp, POST_HIGHLIGHTS, { id: postId }, as).then((d) => d.postResult);

describe('createQuote', () => {
  it('stores a highlight with the passage and its paragraph', async () => {
    const post = await newStory();
    const response = await highlight(readers[0]!, post.id);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.createQuote).toMatchObject({
      startOffset: 4,
      endOffset: 15,
      quoteText: 'quick brown',
      paragraphs: [{ name: 'n1', type: 'P', text: 'The quick brown fox jumps over the lazy dog.' }],
      user: { id: readers[0]!.userId },
    });
    const mine = await readHighlights(post.id, readers[0]);
    expect(mine.viewerHighlights.map((quote) => quote.quoteText)).toEqual(['quick brown']);
    expect(mine.highlights).toHaveLength(1);
    expect((await readHighlights(post.id, readers[1])).viewerHighlights).toEqual([]);
    expect((await readHighlights(post.id)).viewerHighlights).toEqual([]);
  });

  it('refuses an unknown paragraph, offsets outside the text, and drafts', async () => {
    const post = await newStory();
    const unknown = await highlight(readers[0]!, post.id, 'nope');
    expect(unknown.body.errors?.[0]?.message).toBe(
      'paragraphName: No paragraph of this story has that name.',
    );
    for (const [start, end] of [
      [10, 4],
      [0, 400],
      [-1, 3],
      [5, 5],
    ]) {
      const bad = await highlight(readers[0]!, post.id, 'n1', start, end);
      expect(bad.body.errors?.[0]?.message).toBe(
        'startOffset, endOffset: The range must lie within the paragraph text.',
      );
    }
    const draft = await buildPost(testApp.database.db, { creatorId: authorId, status: 'DRAFT' });
    expect(codeOf((await highlight(readers[0]!, draft.id, 'x', 0, 1)).body)).toBe('NOT_FOUND');
  });

  it('needs a signed-in reader', async () => {
    const post = await newStory();
    expect(codeOf((await highlight(testApp.visitor(), post.id)).body)).toBe('UNAUTHORIZED');
  });
});

describe('deleteQuote', () => {
  it('lets only the owner delete; others are told it does not exist', async () => {
    const post = await newStory();
    const id = (await highlight(readers[0]!, post.id)).body.data!.createQuote.id;
    const stranger = await testApp.graphql(DELETE_QUOTE, { as: readers[1], variables: { id } });
    expect(codeOf(stranger.body)).toBe('NOT_FOUND');
    expect(stranger.body.errors?.[0]?.message).toBe('Highlight not found.');
    const owner = await testApp.graphql(DELETE_QUOTE, { as: readers[0], variables: { id } });
    expect(owner.body.data).toEqual({ deleteQuote: true });
    expect((await readHighlights(post.id, readers[0])).viewerHighlights).toEqual([]);
  });
});

describe('highlights across edits', () => {
  const edit = (postId: string, text: string | null) =>
    testApp.database.db
      .update(posts)
      .set({ content: text === null ? story('A title') : story('A title', text) })
      .where(eq(posts.id, postId));

  it('follows its passage when the paragraph keeps its name', async () => {
    const post = await newStory();
    await highlight(readers[0]!, post.id);
    await edit(post.id, 'Look: the quick brown fox jumps over the lazy dog.');
    const [quote] = (await readHighlights(post.id, readers[0])).viewerHighlights;
    expect(quote).toMatchObject({ startOffset: 10, endOffset: 21, quoteText: 'quick brown' });
  });

  it('is dropped when the passage or the paragraph is gone', async () => {
    const post = await newStory();
    await highlight(readers[0]!, post.id);
    await edit(post.id, 'The slow red fox jumps over the lazy dog.');
    expect((await readHighlights(post.id, readers[0])).viewerHighlights).toEqual([]);
    await edit(post.id, 'The quick brown fox jumps over the lazy dog.');
    expect((await readHighlights(post.id, readers[0])).viewerHighlights).toHaveLength(1);
    await edit(post.id, null);
    expect((await readHighlights(post.id, readers[0])).viewerHighlights).toEqual([]);
  });
});

describe('topHighlight', () => {
  it('appears once a second reader highlights the same passage', async () => {
    const post = await newStory();
    await highlight(readers[0]!, post.id);
    expect((await readHighlights(post.id, readers[2])).topHighlight).toBeNull();
    expect((await readHighlights(post.id)).topHighlight).toBeNull();
    await highlight(readers[1]!, post.id);
    const top = (await readHighlights(post.id, readers[2])).topHighlight;
    expect(top).toMatchObject({ quoteText: 'quick brown', readerCount: 2, user: null });
    // The first reader sees it too: one other reader highlighted it.
    expect((await readHighlights(post.id, readers[0])).topHighlight?.readerCount).toBe(1);
    expect((await readHighlights(post.id)).topHighlight?.readerCount).toBe(2);
  });

  it('prefers the passage more readers chose', async () => {
    const post = await newStory();
    await highlight(readers[0]!, post.id, 'n1', 0, 3);
    await highlight(readers[1]!, post.id, 'n1', 0, 3);
    for (const reader of readers) await highlight(reader, post.id, 'n1', 20, 25);
    const top = (await readHighlights(post.id)).topHighlight;
    expect(top).toMatchObject({ quoteText: 'jumps', readerCount: 3 });
  });
});

describe('highlight listings', () => {
  const LIST = `query L($username: String!, $after: String) {
    viewerQuotes(first: 2) { edges { node { id quoteText } } pageInfo { hasNextPage endCursor } }
    userHighlights(username: $username, first: 2, after: $after) {
      edges { node { id quoteText post { id } } } pageInfo { hasNextPage endCursor }
    }
  }`;
  type Page = {
    edges: Array<{ node: { id: string; quoteText: string } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
  type Lists = { viewerQuotes: Page; userHighlights: Page };

  it("lists the viewer's highlights and a user's public ones, newest first", async () => {
    const db = testApp.database.db;
    const user = await buildUser(db);
    const actor = await testApp.signIn(user.id);
    const open = await newStory();
    const unlisted = await buildPost(db, {
      creatorId: authorId,
      visibility: 'UNLISTED',
      content: story('T', 'Unlisted words here.'),
    });
    await highlight(actor, open.id, 'n1', 0, 3);
    await highlight(actor, unlisted.id, 'n1', 0, 8);
    await highlight(actor, open.id, 'n1', 4, 9);
    const first = await run<Lists>(testApp, LIST, { username: user.username }, actor);
    expect(first.viewerQuotes.edges.map((e) => e.node.quoteText)).toEqual(['quick', 'Unlisted']);
    expect(first.viewerQuotes.pageInfo.hasNextPage).toBe(true);
    expect(first.userHighlights.edges.map((e) => e.node.quoteText)).toEqual(['quick', 'The']);
    expect(first.userHighlights.pageInfo.hasNextPage).toBe(false);
    const visitor = await run<Lists>(testApp, LIST.replace(/viewerQuotes[^\n]*\n/, ''), {
      username: user.username.toUpperCase(),
    });
    expect(visitor.userHighlights.edges).toHaveLength(2);
    const nobody = await run<Lists>(testApp, LIST.replace(/viewerQuotes[^\n]*\n/, ''), {
      username: 'nobody-here',
    });
    expect(nobody.userHighlights.edges).toEqual([]);
  });
});
