import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  SAVE_DRAFT,
  createDraftAs,
  postResultFor,
  publishAs,
  textContent,
} from '@server/test/kits/post-kit';
import type { PostData } from '@server/test/kits/post-kit';

let testApp: TestApp;
let author: Actor;
let stranger: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  author = await testApp.signIn((await buildUser(testApp.database.db, { username: 'res' })).id);
  stranger = await testApp.signIn((await buildUser(testApp.database.db)).id);
});

afterAll(async () => {
  await testApp.close();
});

const publish = (postId: string, input: Record<string, unknown> = {}, as = author) =>
  publishAs(testApp, as, postId, input);
const result = (id: string, as?: Actor) => postResultFor(testApp, id, as);

describe('postResult states', () => {
  it('hides another user’s draft as NotFound, and reports suspended stories and accounts', async () => {
    const draft = await createDraftAs(testApp, author);
    expect(await result(draft.id, stranger)).toEqual({
      __typename: 'NotFound',
      message: 'Post not found.',
    });
    await publish(draft.id);
    const db = testApp.database.db;
    await db.update(posts).set({ suspendedAt: new Date() }).where(eq(posts.id, draft.id));
    expect(await result(draft.id)).toEqual({
      __typename: 'PostSuspended',
      message: 'This story is under investigation or was found in violation of the rules.',
    });
    const suspended = await buildUser(db);
    const other = await testApp.signIn(suspended.id);
    const story = await createDraftAs(testApp, other);
    await publish(story.id, {}, other);
    await db.update(users).set({ isSuspended: true }).where(eq(users.id, suspended.id));
    expect(await result(story.id)).toEqual({
      __typename: 'AccountSuspended',
      message: 'This account is under investigation or was found in violation of the rules.',
    });
  });

  it('shows the share key and friend link to the author only', async () => {
    const draft = await createDraftAs(testApp, author);
    await publish(draft.id, { visibility: 'LOCKED' });
    const own = await result(draft.id, author);
    expect(own?.shareKey).toEqual(expect.any(String));
    expect(own?.friendLink).toMatch(/\?source=friends_link&sk=/);
    const other = await result(draft.id, stranger);
    expect(other).toMatchObject({ shareKey: null, friendLink: null, isLocked: true });
    expect((await result(draft.id))?.shareKey).toBeNull();
  });
});

describe('drafts submitted to a publication', () => {
  const PENDING = `query Pending($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post { title statusForCollection pendingCollection { id viewerIsEditor creator { id } } }
    }
  }`;

  it('are readable by the author and the publication’s editor, and nobody else', async () => {
    const db = testApp.database.db;
    const editor = await buildUser(db);
    const collection = await buildCollection(db, { creatorId: editor.id });
    const writer = await buildUser(db);
    const draft = await buildPost(db, {
      creatorId: writer.id,
      status: 'DRAFT',
      title: 'Submitted',
      pendingCollectionId: collection.id,
      statusForCollection: 'PENDING',
    });
    const asEditor = await testApp.graphql(PENDING, {
      as: await testApp.signIn(editor.id),
      variables: { id: draft.id },
    });
    expect(asEditor.body.data?.postResult).toEqual({
      __typename: 'Post',
      title: 'Submitted',
      statusForCollection: 'PENDING',
      pendingCollection: { id: collection.id, viewerIsEditor: true, creator: { id: editor.id } },
    });
    const asWriter = await testApp.graphql(PENDING, {
      as: await testApp.signIn(writer.id),
      variables: { id: draft.id },
    });
    expect(asWriter.body.data?.postResult).toMatchObject({
      pendingCollection: { id: collection.id, viewerIsEditor: false },
    });
    const asStranger = await testApp.graphql(PENDING, {
      as: stranger,
      variables: { id: draft.id },
    });
    expect(asStranger.body.data?.postResult).toEqual({ __typename: 'NotFound' });
  });
});

describe('reading time', () => {
  it('is recomputed from words and images on every draft save', async () => {
    const draft = await createDraftAs(testApp, author, { content: textContent('one two') });
    const words = Array.from({ length: 265 }, () => 'w').join(' ');
    const image = {
      name: 'i1',
      type: 'IMG',
      text: '',
      metadata: { id: 'x.png', originalWidth: 1, originalHeight: 1 },
    };
    const saved = await testApp.graphql<{ saveDraft: PostData }>(SAVE_DRAFT, {
      as: author,
      variables: {
        postId: draft.id,
        title: '',
        subtitle: '',
        content: {
          paragraphs: [...textContent(words).paragraphs, image, { ...image, name: 'i2' }],
        },
        baseVersion: 1,
      },
    });
    // 265 words is one minute; two images add 12 seconds each.
    expect(saved.body.data?.saveDraft.readingTime).toBeCloseTo(1.4, 5);
  });
});
