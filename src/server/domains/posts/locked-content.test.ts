import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollection, buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import type { PostRow } from '@server/db/schema/posts';

const READ = `query Read($id: ID!, $shareKey: String) {
  postResult(id: $id) {
    ... on Post { content(shareKey: $shareKey) { isLockedPreviewOnly paragraphs { text } } }
  }
}`;

let app: TestApp;
let locked: PostRow;
const paragraphs = Array.from({ length: 8 }, (_, index) => paragraph('P', `Paragraph ${index}`));

async function read(as: Actor, shareKey?: string) {
  const { body } = await app.graphql<{
    postResult: { content: { isLockedPreviewOnly: boolean; paragraphs: { text: string }[] } };
  }>(READ, { variables: { id: locked.id, shareKey }, as });
  return body.data?.postResult.content;
}

beforeAll(async () => {
  // No free member-only stories here: the meter has its own tests (access/paywall-matrix.test.ts).
  app = await createTestApp({ FREE_MEMBER_ONLY_STORIES: '0' });
  const author = await buildUser(app.database.db);
  locked = await buildPost(app.database.db, {
    creatorId: author.id,
    visibility: 'LOCKED',
    content: { paragraphs },
  });
});
afterAll(() => app.close());

describe('member-only content', () => {
  it('reaches a logged-out reader only as its opening', async () => {
    const content = await read(app.visitor());
    expect(content?.isLockedPreviewOnly).toBe(true);
    expect(content?.paragraphs.map((p) => p.text)).toEqual([
      'Paragraph 0',
      'Paragraph 1',
      'Paragraph 2',
    ]);
  });

  it('reaches a signed-in non-member only as its opening, even with a wrong friend-link key', async () => {
    const reader = await buildUser(app.database.db);
    const content = await read(await app.signIn(reader.id), 'not-the-key');
    expect(content?.isLockedPreviewOnly).toBe(true);
    expect(content?.paragraphs).toHaveLength(3);
  });

  it('is whole for members, the author and friend-link holders', async () => {
    const member = await buildUser(app.database.db, { memberAt: new Date() });
    const asMember = await read(await app.signIn(member.id));
    expect(asMember?.isLockedPreviewOnly).toBe(false);
    expect(asMember?.paragraphs).toHaveLength(8);
    expect((await read(await app.signIn(locked.creatorId)))?.paragraphs).toHaveLength(8);
    const friend = await read(app.visitor(), locked.shareKey);
    expect(friend?.isLockedPreviewOnly).toBe(false);
    expect(friend?.paragraphs).toHaveLength(8);
  });

  it("is whole for the editor of the story's publication", async () => {
    const editor = await buildUser(app.database.db);
    const collection = await buildCollection(app.database.db, { creatorId: editor.id });
    const inPublication = await buildPost(app.database.db, {
      creatorId: locked.creatorId,
      collectionId: collection.id,
      visibility: 'LOCKED',
      content: { paragraphs },
    });
    const { body } = await app.graphql<{
      postResult: { content: { paragraphs: unknown[] } };
    }>(READ, { variables: { id: inPublication.id }, as: await app.signIn(editor.id) });
    expect(body.data?.postResult.content.paragraphs).toHaveLength(8);
  });

  it('never cuts a public story', async () => {
    const open = await buildPost(app.database.db, {
      creatorId: locked.creatorId,
      content: { paragraphs },
    });
    const { body } = await app.graphql<{
      postResult: { content: { isLockedPreviewOnly: boolean; paragraphs: unknown[] } };
    }>(READ, { variables: { id: open.id }, as: app.visitor() });
    expect(body.data?.postResult.content.isLockedPreviewOnly).toBe(false);
    expect(body.data?.postResult.content.paragraphs).toHaveLength(8);
  });
});
