import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  CREATE_QUOTE,
  HIDE,
  PUBLISH_RESPONSE,
  RESPONSES,
  UNHIDE,
  codeOf,
  responseContent,
  run,
} from '@server/test/kits/conversation-kit';

type Item = {
  itemType: string;
  postId: string;
  isHidden: boolean;
  post: { id: string; creator: { id: string }; postResponses: { count: number } };
};
type Responses = {
  count: number;
  responsesConnection: {
    items: Item[];
    pagingInfo: { next: { limit: number; to: string } | null };
  };
};

let testApp: TestApp;
let author: Actor;
let responder: Actor;
let other: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  author = await testApp.signIn((await buildUser(db)).id);
  responder = await testApp.signIn((await buildUser(db)).id);
  other = await testApp.signIn((await buildUser(db)).id);
});
afterAll(() => testApp.close());

const newStory = () => buildPost(testApp.database.db, { creatorId: author.userId });

type Published = { id: string; status: string; inResponseToPostId: string };
const respond = async (to: string, as: Actor, text = 'I agree.', extra = {}) =>
  (
    await run<{ publishResponse: Published }>(
      testApp,
      PUBLISH_RESPONSE,
      { to, content: responseContent(text), ...extra },
      as,
    )
  ).publishResponse;

const responsesOf = async (id: string, as?: Actor, limit?: number, to?: string) =>
  (
    await run<{ postResult: { postResponses: Responses } }>(
      testApp,
      RESPONSES,
      { id, limit, to },
      as,
    )
  ).postResult.postResponses;

describe('publishResponse', () => {
  it('publishes a response at once and threads two deep', async () => {
    const post = await newStory();
    const first = await respond(post.id, responder);
    expect(first).toMatchObject({ status: 'PUBLISHED', inResponseToPostId: post.id });
    const second = await respond(first.id, author, 'Thanks for reading.');
    const top = await responsesOf(post.id);
    expect(top.count).toBe(1);
    expect(top.responsesConnection.items).toEqual([
      {
        itemType: 'SIMPLE_RESPONSE',
        postId: first.id,
        isHidden: false,
        post: { id: first.id, creator: { id: responder.userId }, postResponses: { count: 1 } },
      },
    ]);
    const nested = await responsesOf(first.id);
    expect(nested.responsesConnection.items.map((item) => item.postId)).toEqual([second.id]);
  });

  it('marks a titled response as a story response and keeps the quote it answers', async () => {
    const post = await buildPost(testApp.database.db, {
      creatorId: author.userId,
      content: { paragraphs: [{ name: 'a1', type: 'P', text: 'Quotable words.', markups: [] }] },
    });
    const quote = await run<{ createQuote: { id: string } }>(
      testApp,
      CREATE_QUOTE,
      { postId: post.id, name: 'a1', start: 0, end: 8 },
      responder,
    );
    const titled = await run<{ publishResponse: { inResponseToQuoteId: string } }>(
      testApp,
      PUBLISH_RESPONSE,
      {
        to: post.id,
        content: responseContent('Long answer.'),
        title: 'My answer',
        quote: quote.createQuote.id,
      },
      responder,
    );
    expect(titled.publishResponse.inResponseToQuoteId).toBe(quote.createQuote.id);
    const items = (await responsesOf(post.id)).responsesConnection.items;
    expect(items.map((item) => item.itemType)).toEqual(['STORY_RESPONSE']);
  });

  it('refuses empty responses, unknown stories, foreign quotes and visitors', async () => {
    const post = await newStory();
    const empty = await testApp.graphql(PUBLISH_RESPONSE, {
      as: responder,
      variables: { to: post.id, content: responseContent('  ') },
    });
    expect(empty.body.errors?.[0]?.message).toBe('Add a title or some text before publishing.');
    const draft = await buildPost(testApp.database.db, {
      creatorId: author.userId,
      status: 'DRAFT',
    });
    const toDraft = await testApp.graphql(PUBLISH_RESPONSE, {
      as: responder,
      variables: { to: draft.id, content: responseContent('Hi') },
    });
    expect(codeOf(toDraft.body)).toBe('NOT_FOUND');
    const foreign = await testApp.graphql(PUBLISH_RESPONSE, {
      as: responder,
      variables: { to: post.id, content: responseContent('Hi'), quote: 'nope' },
    });
    expect(foreign.body.errors?.[0]?.message).toBe(
      'inResponseToQuoteId: That highlight is not on this story.',
    );
    const visitor = await testApp.graphql(PUBLISH_RESPONSE, {
      variables: { to: post.id, content: responseContent('Hi') },
    });
    expect(codeOf(visitor.body)).toBe('UNAUTHORIZED');
    expect((await responsesOf(post.id)).count).toBe(0);
  });
});

describe('responsesConnection paging', () => {
  it('pages oldest first with pagingInfo.next', async () => {
    const post = await newStory();
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1)
      ids.push((await respond(post.id, responder, `Response ${index}`)).id);
    const seen: string[] = [];
    let to: string | undefined;
    for (let page = 0; page < 3; page += 1) {
      const result = await responsesOf(post.id, undefined, 2, to);
      seen.push(...result.responsesConnection.items.map((item) => item.postId));
      const next = result.responsesConnection.pagingInfo.next;
      if (page < 2) expect(next?.limit).toBe(2);
      else expect(next).toBeNull();
      to = next?.to;
    }
    // Responses published in the same millisecond are ordered by id, so compare as sets.
    expect(seen).toHaveLength(5);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect((await responsesOf(post.id)).count).toBe(5);
  });
});

describe('hiding responses', () => {
  it('lets only the parent author hide and unhide', async () => {
    const post = await newStory();
    const response = await respond(post.id, responder);
    const variables = { parent: post.id, response: response.id };
    for (const actor of [responder, other]) {
      const refused = await testApp.graphql(HIDE, { as: actor, variables });
      expect(codeOf(refused.body)).toBe('NOT_FOUND');
    }
    const wrongParent = await testApp.graphql(HIDE, {
      as: author,
      variables: { parent: (await newStory()).id, response: response.id },
    });
    expect(codeOf(wrongParent.body)).toBe('NOT_FOUND');
    expect(await run(testApp, HIDE, variables, author)).toEqual({
      hidePostResponseOnParentPost: true,
    });

    // Readers no longer see it; the parent author and its writer see it marked hidden.
    for (const actor of [other, undefined]) {
      const seen = await responsesOf(post.id, actor);
      expect(seen.count).toBe(0);
      expect(seen.responsesConnection.items).toEqual([]);
    }
    for (const actor of [author, responder]) {
      const seen = await responsesOf(post.id, actor);
      expect(seen.responsesConnection.items.map((item) => item.isHidden)).toEqual([true]);
    }

    expect(codeOf((await testApp.graphql(UNHIDE, { as: other, variables })).body)).toBe(
      'NOT_FOUND',
    );
    expect(await run(testApp, UNHIDE, variables, author)).toEqual({
      unhidePostResponseOnParentPost: true,
    });
    const after = await responsesOf(post.id, other);
    expect(after.count).toBe(1);
    expect(after.responsesConnection.items.map((item) => item.isHidden)).toEqual([false]);
  });

  it('keeps the count right when a response is unpublished, published again or deleted', async () => {
    const post = await newStory();
    const kept = await respond(post.id, responder);
    const withdrawn = await respond(post.id, other);
    expect((await responsesOf(post.id)).count).toBe(2);

    const unpublish = `mutation Unpublish($postId: ID!) { unpublishPost(postId: $postId) { id } }`;
    await run(testApp, unpublish, { postId: withdrawn.id }, other);
    expect((await responsesOf(post.id)).count).toBe(1);

    const publish = `mutation Publish($postId: ID!) { publishPost(postId: $postId) { id } }`;
    await run(testApp, publish, { postId: withdrawn.id }, other);
    expect((await responsesOf(post.id)).count).toBe(2);

    // A hidden response is already out of the count: deleting it changes nothing more.
    await run(testApp, HIDE, { parent: post.id, response: kept.id }, author);
    expect((await responsesOf(post.id)).count).toBe(1);
    const remove = `mutation Delete($postId: ID!) { deletePost(postId: $postId) }`;
    await run(testApp, remove, { postId: kept.id }, responder);
    expect((await responsesOf(post.id)).count).toBe(1);
    await run(testApp, remove, { postId: withdrawn.id }, other);
    expect((await responsesOf(post.id)).count).toBe(0);
  });
});
