import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  DELETE,
  DISCARD_EDITS,
  FOR_EDITING,
  PUBLISH,
  PUBLISH_EDITS,
  SAVE_DRAFT,
  UNPUBLISH,
  UPDATE_SETTINGS,
  createDraftAs,
  postResultFor,
  publishAs,
  errorCode,
  readRow,
  textContent,
} from '@server/test/kits/post-kit';
import type { PostData } from '@server/test/kits/post-kit';

let testApp: TestApp;
let author: Actor;
let stranger: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  author = await testApp.signIn((await buildUser(testApp.database.db, { username: 'pub' })).id);
  stranger = await testApp.signIn((await buildUser(testApp.database.db)).id);
});

afterAll(async () => {
  await testApp.close();
});

const publish = (postId: string, input: Record<string, unknown> = {}, as = author) =>
  publishAs(testApp, as, postId, input);
const result = (id: string, as?: Actor) => postResultFor(testApp, id, as);

describe('authorisation of every mutation', () => {
  const mutations: Array<[string, string, (id: string) => Record<string, unknown>]> = [
    ['publishPost', PUBLISH, (postId) => ({ postId, input: { visibility: 'UNLISTED' } })],
    ['publishEdits', PUBLISH_EDITS, (postId) => ({ postId })],
    ['discardPendingEdits', DISCARD_EDITS, (postId) => ({ postId })],
    ['unpublishPost', UNPUBLISH, (postId) => ({ postId })],
    ['deletePost', DELETE, (postId) => ({ postId })],
    [
      'updatePostSettings',
      UPDATE_SETTINGS,
      (postId) => ({ postId, input: { seoTitle: 'Mine now' } }),
    ],
  ];

  it.each(mutations)(
    '%s: visitor is refused, another user gets NotFound, nothing changes',
    async (_name, document, variables) => {
      const draft = await createDraftAs(testApp, author);
      await publish(draft.id);
      const before = await readRow(testApp.database.db, draft.id);
      const visitor = await testApp.graphql(document, { variables: variables(draft.id) });
      expect(errorCode(visitor.body)).toBe('UNAUTHORIZED');
      const other = await testApp.graphql(document, {
        as: stranger,
        variables: variables(draft.id),
      });
      expect(errorCode(other.body)).toBe('NOT_FOUND');
      expect(other.body.errors?.[0]?.message).toBe('Post not found.');
      expect(await readRow(testApp.database.db, draft.id)).toEqual(before);
    },
  );

  it('answers the same NotFound for a missing post as for someone else’s', async () => {
    const response = await testApp.graphql(DELETE, {
      as: stranger,
      variables: { postId: 'abcdefabcdef' },
    });
    expect(errorCode(response.body)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe('Post not found.');
  });
});

describe('publishPost', () => {
  it('publishes with tags (slugged, reused, display title kept), visibility and license', async () => {
    const first = await createDraftAs(testApp, author, { title: 'Tagged one' });
    const published = await publish(first.id, {
      tags: ['Machine Learning', 'Café Culture', 'machine   learning'],
      visibility: 'UNLISTED',
      license: 'CC_40_BY',
    });
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data?.publishPost).toMatchObject({
      status: 'PUBLISHED',
      isPublished: true,
      visibility: 'UNLISTED',
      license: 'CC_40_BY',
      tags: [
        { id: 'machine-learning', displayTitle: 'Machine Learning' },
        { id: 'cafe-culture', displayTitle: 'Café Culture' },
      ],
    });
    const second = await createDraftAs(testApp, author, { title: 'Tagged two' });
    const reused = await publish(second.id, { tags: ['MACHINE LEARNING'], visibility: 'LOCKED' });
    expect(reused.body.data?.publishPost).toMatchObject({
      isLocked: true,
      license: 'ALL_RIGHTS_RESERVED',
      tags: [{ id: 'machine-learning', displayTitle: 'Machine Learning' }],
    });
  });

  it('refuses more than five tags and tags without letters', async () => {
    const draft = await createDraftAs(testApp, author);
    const many = await publish(draft.id, { tags: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(many.body.errors?.[0]?.message).toBe('A story can have at most 5 tags.');
    const empty = await publish(draft.id, { tags: ['!!!'] });
    expect(empty.body.errors?.[0]?.message).toBe('Tags need at least one letter or digit.');
    expect((await readRow(testApp.database.db, draft.id))?.status).toBe('DRAFT');
  });

  it('sets the preview with focus 50 by default, and the first image when none is chosen', async () => {
    const draft = await createDraftAs(testApp, author, {
      content: {
        paragraphs: [
          { name: 'a1', type: 'P', text: 'Intro' },
          {
            name: 'a2',
            type: 'IMG',
            text: '',
            metadata: { id: 'first.png', originalWidth: 10, originalHeight: 10 },
          },
        ],
      },
    });
    const published = await publish(draft.id, { previewTitle: 'Card title' });
    expect(published.body.data?.publishPost).toMatchObject({
      previewTitle: 'Card title',
      previewSubtitle: '',
      previewImage: { id: 'first.png', focusPercentX: 50, focusPercentY: 50 },
    });
    const unknown = await publish(draft.id, { previewImageId: 'nope.png' });
    expect(unknown.body.errors?.[0]?.message).toBe(
      'previewImageId: No image in this story has that id.',
    );
  });

  it('refuses to publish an empty story', async () => {
    const draft = await createDraftAs(testApp, author, { title: '', content: { paragraphs: [] } });
    const response = await publish(draft.id);
    expect(response.body.errors?.[0]?.message).toBe('Add a title or some text before publishing.');
  });
});

describe('editing a published story', () => {
  it('keeps the live version until the edits are published', async () => {
    const draft = await createDraftAs(testApp, author, {
      title: 'Live title',
      content: textContent('Live words.'),
    });
    await publish(draft.id);
    const saved = await testApp.graphql<{ saveDraft: PostData }>(SAVE_DRAFT, {
      as: author,
      variables: {
        postId: draft.id,
        title: 'Edited title',
        subtitle: '',
        content: textContent('Edited words.'),
        baseVersion: 1,
      },
    });
    expect(saved.body.data?.saveDraft).toMatchObject({
      title: 'Live title',
      version: 2,
      hasPendingEdits: true,
    });

    const reader = await result(draft.id, stranger);
    expect(reader).toMatchObject({ title: 'Live title', hasPendingEdits: null });
    const editor = await testApp.graphql(FOR_EDITING, { as: author, variables: { id: draft.id } });
    expect(editor.body.data?.postForEditing).toMatchObject({
      title: 'Edited title',
      hasPendingEdits: true,
      content: { paragraphs: [{ text: 'Edited words.' }] },
      post: { title: 'Live title' },
    });

    const live = await testApp.graphql<{ publishEdits: PostData }>(PUBLISH_EDITS, {
      as: author,
      variables: { postId: draft.id },
    });
    expect(live.body.data?.publishEdits).toMatchObject({
      title: 'Edited title',
      hasPendingEdits: false,
    });
    expect((await result(draft.id, stranger))?.title).toBe('Edited title');
    const again = await testApp.graphql(PUBLISH_EDITS, {
      as: author,
      variables: { postId: draft.id },
    });
    expect(again.body.errors?.[0]?.message).toBe('This story has no unpublished changes.');
  });

  it('publishPost on a published story also makes pending edits live', async () => {
    const draft = await createDraftAs(testApp, author, { title: 'Before' });
    await publish(draft.id);
    await testApp.graphql(SAVE_DRAFT, {
      as: author,
      variables: {
        postId: draft.id,
        title: 'After',
        subtitle: '',
        content: textContent('After.'),
        baseVersion: 1,
      },
    });
    const republished = await publish(draft.id, { tags: ['Edits'] });
    expect(republished.body.data?.publishPost).toMatchObject({
      title: 'After',
      tags: [{ id: 'edits' }],
    });
  });
});

describe('discardPendingEdits', () => {
  it('drops the edits, keeps the live story and moves the version on', async () => {
    const draft = await createDraftAs(testApp, author, { title: 'Kept' });
    await publish(draft.id);
    await testApp.graphql(SAVE_DRAFT, {
      as: author,
      variables: {
        postId: draft.id,
        title: 'Dropped',
        subtitle: '',
        content: textContent('Dropped.'),
        baseVersion: 1,
      },
    });
    const response = await testApp.graphql<{ discardPendingEdits: PostData }>(DISCARD_EDITS, {
      as: author,
      variables: { postId: draft.id },
    });
    expect(response.body.data?.discardPendingEdits).toMatchObject({
      title: 'Kept',
      hasPendingEdits: false,
      version: 3,
    });
    const editor = await testApp.graphql(FOR_EDITING, { as: author, variables: { id: draft.id } });
    expect(editor.body.data?.postForEditing).toMatchObject({ title: 'Kept', version: 3 });
  });
});

describe('unpublishPost and deletePost', () => {
  it('unpublishes back to a draft that readers cannot see', async () => {
    const draft = await createDraftAs(testApp, author);
    await publish(draft.id);
    const response = await testApp.graphql<{ unpublishPost: PostData }>(UNPUBLISH, {
      as: author,
      variables: { postId: draft.id },
    });
    expect(response.body.data?.unpublishPost).toMatchObject({
      status: 'DRAFT',
      isPublished: false,
    });
    expect(await result(draft.id, stranger)).toEqual({
      __typename: 'NotFound',
      message: 'Post not found.',
    });
    expect((await result(draft.id, author))?.__typename).toBe('Post');
  });

  it('soft-deletes: the story then answers RemovedByUser', async () => {
    const draft = await createDraftAs(testApp, author);
    await publish(draft.id);
    const response = await testApp.graphql(DELETE, { as: author, variables: { postId: draft.id } });
    expect(response.body.data).toEqual({ deletePost: true });
    expect(await result(draft.id, stranger)).toEqual({
      __typename: 'RemovedByUser',
      message: 'This story was deleted by its author.',
    });
    const again = await testApp.graphql(DELETE, { as: author, variables: { postId: draft.id } });
    expect(errorCode(again.body)).toBe('NOT_FOUND');
  });

  it('a deleted draft that was never public stays NotFound for others', async () => {
    const draft = await createDraftAs(testApp, author);
    await testApp.graphql(DELETE, { as: author, variables: { postId: draft.id } });
    expect((await result(draft.id, stranger))?.__typename).toBe('NotFound');
  });
});

describe('updatePostSettings', () => {
  it('updates SEO, canonical URL, license, visibility and tags; refuses unsafe canonical URLs', async () => {
    const draft = await createDraftAs(testApp, author);
    const response = await testApp.graphql<{ updatePostSettings: PostData }>(UPDATE_SETTINGS, {
      as: author,
      variables: {
        postId: draft.id,
        input: {
          seoTitle: 'SEO title',
          seoDescription: 'Described',
          canonicalUrl: 'https://blog.example/original',
          license: 'PUBLIC_DOMAIN',
          visibility: 'UNLISTED',
          tags: ['Writing'],
          focusPercentX: 20,
        },
      },
    });
    expect(response.body.data?.updatePostSettings).toMatchObject({
      seoTitle: 'SEO title',
      seoDescription: 'Described',
      canonicalUrl: 'https://blog.example/original',
      license: 'PUBLIC_DOMAIN',
      visibility: 'UNLISTED',
      tags: [{ id: 'writing', displayTitle: 'Writing' }],
    });
    const hostile = await testApp.graphql(UPDATE_SETTINGS, {
      as: author,
      variables: { postId: draft.id, input: { canonicalUrl: 'javascript:alert(1)' } },
    });
    expect(hostile.body.errors?.[0]?.message).toBe(
      'canonicalUrl: Links must start with http://, https:// or mailto:.',
    );
    const cleared = await testApp.graphql<{ updatePostSettings: PostData }>(UPDATE_SETTINGS, {
      as: author,
      variables: { postId: draft.id, input: { canonicalUrl: '', seoTitle: '' } },
    });
    expect(cleared.body.data?.updatePostSettings).toMatchObject({
      canonicalUrl: null,
      seoTitle: null,
    });
  });
});
