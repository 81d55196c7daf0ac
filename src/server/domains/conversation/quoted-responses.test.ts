import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { BLOCK } from '@server/test/kits/social-kit';
import { CREATE_QUOTE, codeOf, responseContent, run } from '@server/test/kits/conversation-kit';

/** `/new-story?inResponseToQuoteId=…`: a full story answering a passage the reader highlighted. */

const CREATE_DRAFT = `mutation C($quote: ID, $to: ID, $content: PostContentInput) {
  createDraft(title: "My answer", content: $content, inResponseToQuoteId: $quote, inResponseToPostId: $to) {
    id status inResponseToPostId inResponseToQuoteId
    inResponseToPost { id title }
    inResponseToQuote { id quoteText paragraphName }
  }
}`;

const VIEWER_QUOTE = `query V($id: ID!) { viewerQuote(id: $id) { quoteText post { id } } }`;

const PUBLISH = `mutation P($id: ID!) { publishPost(postId: $id, input: {}) { id status } }`;

const THREAD = `query T($id: ID!) {
  postResult(id: $id) { ... on Post { postResponses {
    count
    responsesConnection { items { post { id inResponseToQuote { quoteText user { id } } } } }
  } } }
}`;

type Draft = {
  id: string;
  inResponseToPostId: string | null;
  inResponseToQuoteId: string | null;
  inResponseToPost: { id: string; title: string } | null;
  inResponseToQuote: { id: string; quoteText: string; paragraphName: string } | null;
};
type Thread = {
  postResult: {
    postResponses: {
      count: number;
      responsesConnection: {
        items: Array<{ post: { id: string; inResponseToQuote: { quoteText: string } | null } }>;
      };
    };
  };
};

let testApp: TestApp;
let writer: Actor;
let reader: Actor;
let stranger: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  writer = await testApp.signIn((await buildUser(db)).id);
  reader = await testApp.signIn((await buildUser(db)).id);
  stranger = await testApp.signIn((await buildUser(db)).id);
});
afterAll(() => testApp.close());

async function storyWithHighlight(by: Actor) {
  const post = await buildPost(testApp.database.db, {
    creatorId: writer.userId,
    title: 'On gardens',
    content: { paragraphs: [{ name: 'g1', type: 'P', text: 'Soil is slow wealth.', markups: [] }] },
  });
  const quote = await run<{ createQuote: { id: string } }>(
    testApp,
    CREATE_QUOTE,
    { postId: post.id, name: 'g1', start: 8, end: 19 },
    by,
  );
  return { post, quoteId: quote.createQuote.id };
}

const createDraft = (variables: Record<string, unknown>, as: Actor) =>
  testApp.graphql<{ createDraft: Draft }>(CREATE_DRAFT, {
    variables: { content: responseContent('Wealth you can dig.'), ...variables },
    as,
  });

describe('a response that quotes a passage', () => {
  it('answers the highlighted story, shows the passage in the editor and, once published, in the thread', async () => {
    const { post, quoteId } = await storyWithHighlight(reader);
    const created = await createDraft({ quote: quoteId }, reader);
    const draft = created.body.data?.createDraft;
    expect(draft).toMatchObject({
      inResponseToPostId: post.id,
      inResponseToQuoteId: quoteId,
      inResponseToPost: { id: post.id, title: 'On gardens' },
      inResponseToQuote: { id: quoteId, quoteText: 'slow wealth', paragraphName: 'g1' },
    });

    await run(testApp, PUBLISH, { id: draft?.id }, reader);
    const thread = await run<Thread>(testApp, THREAD, { id: post.id });
    expect(thread.postResult.postResponses.count).toBe(1);
    expect(thread.postResult.postResponses.responsesConnection.items).toEqual([
      {
        post: {
          id: draft?.id,
          inResponseToQuote: { quoteText: 'slow wealth', user: { id: reader.userId } },
        },
      },
    ]);
  });

  it('takes only the viewer’s own highlight, on the story named', async () => {
    const { post, quoteId } = await storyWithHighlight(reader);
    const foreign = await createDraft({ quote: quoteId }, stranger);
    expect(foreign.body.errors?.[0]?.message).toBe('inResponseToQuoteId: Highlight not found.');
    const other = await buildPost(testApp.database.db, { creatorId: writer.userId });
    const elsewhere = await createDraft({ quote: quoteId, to: other.id }, reader);
    expect(elsewhere.body.errors?.[0]?.message).toBe(
      'inResponseToQuoteId: That highlight is not on this story.',
    );
    const named = await createDraft({ quote: quoteId, to: post.id.toUpperCase() }, reader);
    expect(named.body.data?.createDraft.inResponseToPostId).toBe(post.id);

    // The editor shows the passage before the draft exists; only to its owner.
    const ownQuote = await run<{ viewerQuote: unknown }>(
      testApp,
      VIEWER_QUOTE,
      { id: quoteId },
      reader,
    );
    expect(ownQuote.viewerQuote).toEqual({ quoteText: 'slow wealth', post: { id: post.id } });
    const othersQuote = await run(testApp, VIEWER_QUOTE, { id: quoteId }, stranger);
    expect(othersQuote).toEqual({ viewerQuote: null });
  });

  it('is refused when the story’s author blocked the reader, or the story closed before publishing', async () => {
    const { quoteId } = await storyWithHighlight(reader);
    await run(testApp, BLOCK, { me: writer.userId, id: reader.userId }, writer);
    const blocked = await createDraft({ quote: quoteId }, reader);
    expect(blocked.body.errors?.[0]?.message).toBe(
      'You cannot respond to this story: its author has blocked you.',
    );

    const { post, quoteId: strangerQuote } = await storyWithHighlight(stranger);
    const draft = (await createDraft({ quote: strangerQuote }, stranger)).body.data?.createDraft;
    await run(testApp, `mutation D($id: ID!) { deletePost(postId: $id) }`, { id: post.id }, writer);
    const publish = await testApp.graphql(PUBLISH, { variables: { id: draft?.id }, as: stranger });
    expect(codeOf(publish.body)).toBe('NOT_FOUND');
    const stillDraft = await testApp.graphql<{ createDraft: Draft }>(
      `query S($id: ID!) { postResult(id: $id) { ... on Post { status } } }`,
      { variables: { id: draft?.id }, as: stranger },
    );
    expect(stillDraft.body.data).toEqual({ postResult: { status: 'DRAFT' } });
  });

  it('a plain new story answers nothing', async () => {
    const created = await createDraft({}, reader);
    expect(created.body.data?.createDraft).toMatchObject({
      inResponseToPostId: null,
      inResponseToQuote: null,
      inResponseToPost: null,
    });
  });
});
