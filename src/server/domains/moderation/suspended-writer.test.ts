import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { CREATE_NOTE, PUBLISH_RESPONSE, REPLY } from '@server/test/kits/conversation-kit';
import {
  CREATE_DRAFT,
  PUBLISH,
  SAVE_DRAFT,
  createDraftAs,
  textContent,
} from '@server/test/kits/post-kit';
import { SUSPEND_USER, UNSUSPEND_USER, errorOf, run } from '@server/test/kits/moderation-kit';

let testApp: TestApp;
let staff: Actor;
let writer: Actor;
let draft: { id: string; version: number };
let otherStory: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  staff = await testApp.signIn((await buildUser(db, { isStaff: true })).id);
  const writerRow = await buildUser(db);
  writer = await testApp.signIn(writerRow.id);
  draft = await createDraftAs(testApp, writer);
  const author = await buildUser(db);
  otherStory = (
    await buildPost(db, {
      creatorId: author.id,
      content: { paragraphs: [paragraph('P', 'A line to note on.', { name: 'ab12' })] },
    })
  ).id;
  await run(testApp, SUSPEND_USER, { id: writerRow.id }, staff);
});

afterAll(async () => {
  await testApp.close();
});

const REFUSAL = {
  code: 'FORBIDDEN',
  message: 'Your account is suspended: you cannot write, respond or take notes.',
};

describe('a suspended account cannot write', () => {
  it.each([
    ['createDraft', () => [CREATE_DRAFT, { title: 'New' }] as const],
    [
      'saveDraft',
      () =>
        [
          SAVE_DRAFT,
          {
            postId: draft.id,
            title: 'Changed',
            subtitle: '',
            content: textContent('Changed words.'),
            baseVersion: draft.version,
          },
        ] as const,
    ],
    ['publishPost', () => [PUBLISH, { postId: draft.id }] as const],
    [
      'publishResponse',
      () => [PUBLISH_RESPONSE, { to: otherStory, content: textContent('A reply.') }] as const,
    ],
    [
      'createNote',
      () =>
        [
          CREATE_NOTE,
          { postId: otherStory, name: 'ab12', start: 0, end: 6, content: 'A note.' },
        ] as const,
    ],
    ['replyToNote', () => [REPLY, { id: 'ffffffffffff', content: 'Hi.' }] as const],
  ])('%s is refused with a clear message', async (_name, make) => {
    const [document, variables] = make();
    const response = await testApp.graphql(document, { variables, as: writer });
    expect(errorOf(response.body)).toEqual(REFUSAL);
  });

  it('writes again once the suspension is lifted', async () => {
    const me = await run<{ viewer: { id: string } }>(
      testApp,
      'query { viewer { id } }',
      {},
      writer,
    );
    await run(testApp, UNSUSPEND_USER, { id: me.viewer.id }, staff);
    const published = await run<{ publishPost: { status: string } }>(
      testApp,
      PUBLISH,
      { postId: draft.id },
      writer,
    );
    expect(published.publishPost.status).toBe('PUBLISHED');
  });
});
