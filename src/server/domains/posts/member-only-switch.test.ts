import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMembers } from '@server/db/schema/publications';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { PUBLISH, UPDATE_SETTINGS } from '@server/test/kits/post-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/**
 * Writers make a story member-only from its settings or the publish dialog;
 * a publication's editors may for its stories; can_edit_members_only_posts
 * switches the choice off for everyone.
 */

const SWITCH_OFF = 'Member-only stories can’t be turned on or off on this site.';

let app: TestApp;
let author: Actor;
let editor: Actor;
let writer: Actor;
let collectionId: string;

type Answer = { updatePostSettings?: { visibility: string }; publishPost?: { visibility: string } };

async function setVisibility(as: Actor, postId: string, visibility: string) {
  const { body } = await app.graphql<Answer>(UPDATE_SETTINGS, {
    variables: { postId, input: { visibility } },
    as,
  });
  return body.errors?.[0]?.message ?? body.data?.updatePostSettings?.visibility;
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  const [authorRow, editorRow, writerRow] = [
    await buildUser(db),
    await buildUser(db),
    await buildUser(db),
  ];
  author = await app.signIn(authorRow.id);
  editor = await app.signIn(editorRow.id);
  writer = await app.signIn(writerRow.id);
  collectionId = (await buildCollection(db, { creatorId: authorRow.id })).id;
  await db.insert(collectionMembers).values([
    { collectionId, userId: editorRow.id, role: 'EDITOR' },
    { collectionId, userId: writerRow.id, role: 'WRITER' },
  ]);
});
afterAll(() => app.close());

describe('the member-only switch', () => {
  it('lets the author make a story member-only and open it again', async () => {
    const story = await buildPost(app.database.db, { creatorId: author.userId });
    expect(await setVisibility(author, story.id, 'LOCKED')).toBe('LOCKED');
    expect(await setVisibility(author, story.id, 'PUBLIC')).toBe('PUBLIC');
  });

  it("lets a publication's editors switch its stories, and not its writers", async () => {
    const story = await buildPost(app.database.db, { creatorId: author.userId, collectionId });
    expect(await setVisibility(editor, story.id, 'LOCKED')).toBe('LOCKED');
    expect(await setVisibility(writer, story.id, 'PUBLIC')).toBe('Post not found.');
  });

  it('is refused to everyone while can_edit_members_only_posts is off', async () => {
    const open = await buildPost(app.database.db, { creatorId: author.userId });
    const locked = await buildPost(app.database.db, {
      creatorId: author.userId,
      visibility: 'LOCKED',
    });
    const draft = await buildPost(app.database.db, { creatorId: author.userId, status: 'DRAFT' });
    await app.flagStore.setOverride('can_edit_members_only_posts', false);
    try {
      expect(await setVisibility(author, open.id, 'LOCKED')).toBe(SWITCH_OFF);
      expect(await setVisibility(author, locked.id, 'UNLISTED')).toBe(SWITCH_OFF);
      const publish = await app.graphql<Answer>(PUBLISH, {
        variables: { postId: draft.id, input: { visibility: 'LOCKED' } },
        as: author,
      });
      expect(publish.body.errors?.[0]?.message).toBe(SWITCH_OFF);
      // Everything else about the story stays editable.
      expect(await setVisibility(author, open.id, 'UNLISTED')).toBe('UNLISTED');
      expect(await setVisibility(author, locked.id, 'LOCKED')).toBe('LOCKED');
    } finally {
      await app.flagStore.setOverride('can_edit_members_only_posts', true);
    }
  });
});
