import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { SUSPEND_POST, SUSPEND_USER } from '@server/test/kits/moderation-kit';
import {
  CREATE_NOTE,
  CREATE_QUOTE,
  PUBLISH_RESPONSE,
  REPLY,
  responseContent,
  run,
  story,
} from '@server/test/kits/conversation-kit';

const STORY_PAGE = `query Page($id: ID!) {
  postResult(id: $id) { ... on Post { id
    viewerHighlights { id quoteText user { id } }
    topHighlight { id quoteText readerCount }
    privateNotes { id content author { id name } replies { id author { id } } }
    postResponses { count responsesConnection(limit: 10) {
      items { postId isHidden post { id title creator { id name }
        viewerHighlights { id } topHighlight { id } privateNotes { id }
        postResponses { count responsesConnection(limit: 2) { items { postId } } } } }
      pagingInfo { next { limit to } }
    } }
  } }
}`;

let testApp: TestApp;
let author: Actor;
let postId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const authorUser = await buildUser(db);
  author = await testApp.signIn(authorUser.id);
  const collection = await buildCollection(db, { creatorId: authorUser.id });
  postId = (
    await buildPost(db, {
      creatorId: authorUser.id,
      collectionId: collection.id,
      content: story('Title', 'Words worth highlighting here.'),
    })
  ).id;
  for (let index = 0; index < 10; index += 1) {
    const reader = await testApp.signIn((await buildUser(db)).id);
    const variables = { postId, name: 'n1', start: 0, end: 5 };
    await run(testApp, CREATE_QUOTE, variables, reader);
    const note = await run<{ createNote: { id: string } }>(
      testApp,
      CREATE_NOTE,
      { ...variables, content: `Note ${index}` },
      reader,
    );
    await run(testApp, REPLY, { id: note.createNote.id, content: 'Thanks' }, author);
    await run(
      testApp,
      PUBLISH_RESPONSE,
      { to: postId, content: responseContent(`Response ${index}`) },
      reader,
    );
  }
  // Two more that the page's one query must leave out: a suspended response
  // and the response of an account staff suspended.
  const staff = await testApp.signIn((await buildUser(db, { isStaff: true })).id);
  const suspendedReader = await testApp.signIn((await buildUser(db)).id);
  const activeReader = await testApp.signIn((await buildUser(db)).id);
  const respondAs = async (reader: Actor, text: string) =>
    (
      await run<{ publishResponse: { id: string } }>(
        testApp,
        PUBLISH_RESPONSE,
        { to: postId, content: responseContent(text) },
        reader,
      )
    ).publishResponse.id;
  await respondAs(suspendedReader, 'From a suspended account');
  const suspendedResponse = await respondAs(activeReader, 'A suspended response');
  await run(testApp, SUSPEND_POST, { id: suspendedResponse }, staff);
  await run(testApp, SUSPEND_USER, { id: suspendedReader.userId }, staff);
});
afterAll(() => testApp.close());

describe('story page statements', () => {
  it('reads highlights, notes and 10 responses without one query per row', async () => {
    await run(testApp, CREATE_QUOTE, { postId, name: 'n1', start: 0, end: 5 }, author);
    const { count, result } = await countStatements(() =>
      testApp.graphql<{
        postResult: {
          privateNotes: unknown[];
          postResponses: {
            count: number;
            responsesConnection: { items: unknown[]; pagingInfo: { next: unknown } };
          };
        };
      }>(STORY_PAGE, { as: author, variables: { id: postId } }),
    );
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.postResult.privateNotes).toHaveLength(10);
    expect(result.body.data?.postResult.postResponses.count).toBe(10);
    expect(result.body.data?.postResult.postResponses.responsesConnection.items).toHaveLength(10);
    // The suspended two are neither counted nor waiting on a next page.
    expect(
      result.body.data?.postResult.postResponses.responsesConnection.pagingInfo.next,
    ).toBeNull();
    // session + post + users + collection, then one per loader level:
    // quotes (own, groups), notes, replies, count, page — each once per nesting depth,
    // and one batched block lookup for the whole page of responses.
    expect(count).toBeLessThanOrEqual(17);
  });
});
