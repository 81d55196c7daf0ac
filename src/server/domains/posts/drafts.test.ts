import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  CREATE_DRAFT,
  FOR_EDITING,
  SAVE_DRAFT,
  createDraftAs,
  errorCode,
  readRow,
  textContent,
} from '@server/test/kits/post-kit';
import type { PostData } from '@server/test/kits/post-kit';
import { runConcurrently } from '@server/test/concurrency';

let testApp: TestApp;
let author: Actor;
let stranger: Actor;

type SaveData = {
  saveDraft: PostData & { __typename: string; message?: string; currentVersion?: number };
};

beforeAll(async () => {
  testApp = await createTestApp();
  author = await testApp.signIn((await buildUser(testApp.database.db, { username: 'writer' })).id);
  stranger = await testApp.signIn((await buildUser(testApp.database.db)).id);
});

afterAll(async () => {
  await testApp.close();
});

const save = (actor: Actor, variables: Record<string, unknown>) =>
  testApp.graphql<SaveData>(SAVE_DRAFT, { as: actor, variables });

/** The author saves one paragraph whose whole text links to `href`. */
const saveLink = (postId: string, href: string) =>
  save(author, {
    postId,
    title: 'x',
    subtitle: '',
    content: {
      paragraphs: [
        { name: 'a1b2', type: 'P', text: 'link', markups: [{ type: 'A', start: 0, end: 4, href }] },
      ],
    },
    baseVersion: 1,
  });

describe('createDraft', () => {
  it('refuses a visitor who is not signed in', async () => {
    const response = await testApp.graphql(CREATE_DRAFT, { variables: { title: 'x' } });
    expect(errorCode(response.body)).toBe('UNAUTHORIZED');
  });

  it('creates a draft at version 1 with reading time, share key and friend link for the author', async () => {
    const words = Array.from({ length: 530 }, () => 'word').join(' ');
    const image = {
      name: 'b1c2',
      type: 'IMG',
      text: 'A caption',
      layout: 'FULL_WIDTH',
      metadata: { id: 'img1.jpeg', originalWidth: 800, originalHeight: 600 },
    };
    const draft = await createDraftAs(testApp, author, {
      title: 'My First Story',
      content: { paragraphs: [...textContent(words).paragraphs, image] },
    });
    expect(draft).toMatchObject({
      status: 'DRAFT',
      version: 1,
      isPublished: false,
      wordCount: 532,
    });
    // 532 words at 265 a minute plus 12 seconds for the image.
    expect(draft.readingTime).toBeCloseTo(532 / 265 + 0.2, 5);
    expect(draft.shareKey).toEqual(expect.any(String));
    expect(draft.friendLink).toBe(
      `${testApp.config.publicUrl ?? 'http://localhost:3000'}/@writer/my-first-story-${draft.id}?source=friends_link&sk=${String(draft.shareKey)}`,
    );
  });

  it('answers BadRequest with the path and reason for a hostile link', async () => {
    const response = await testApp.graphql(CREATE_DRAFT, {
      as: author,
      variables: {
        content: {
          paragraphs: [
            {
              name: 'a1b2',
              type: 'P',
              text: 'click me',
              markups: [{ type: 'A', start: 0, end: 5, href: 'java\tscript:alert(1)' }],
            },
          ],
        },
      },
    });
    expect(errorCode(response.body)).toBe('BAD_REQUEST');
    expect(response.body.errors?.[0]?.message).toBe(
      'content.paragraphs.0.markups.0.href: Link contains spaces, backslashes or control characters.',
    );
  });
});

describe('saveDraft', () => {
  it('saves with the loaded version and refuses a save from a stale window', async () => {
    const draft = await createDraftAs(testApp, author);
    const first = await save(author, {
      postId: draft.id,
      title: 'From tab one',
      subtitle: 'Sub',
      content: textContent('Tab one words.'),
      baseVersion: 1,
    });
    expect(first.body.data?.saveDraft).toMatchObject({
      __typename: 'Post',
      version: 2,
      title: 'From tab one',
    });

    const stale = await save(author, {
      postId: draft.id,
      title: 'From tab two',
      subtitle: '',
      content: textContent('Tab two words.'),
      baseVersion: 1,
    });
    expect(stale.body.data?.saveDraft).toEqual({
      __typename: 'Conflict',
      message: 'This story was changed in another window.',
      currentVersion: 2,
    });
    expect((await readRow(testApp.database.db, draft.id))?.title).toBe('From tab one');
  });

  it('lets only one of two concurrent saves with the same version win', async () => {
    const draft = await createDraftAs(testApp, author);
    const variables = (title: string) => ({
      postId: draft.id,
      title,
      subtitle: '',
      content: textContent(title),
      baseVersion: 1,
    });
    const results = await runConcurrently(testApp.database, () =>
      Promise.all([save(author, variables('one')), save(author, variables('two'))]),
    );
    const kinds = results.map((result) => result.body.data?.saveDraft.__typename).sort();
    expect(kinds).toEqual(['Conflict', 'Post']);
    expect((await readRow(testApp.database.db, draft.id))?.version).toBe(2);
  });

  it('answers NotFound to another user and changes nothing', async () => {
    const draft = await createDraftAs(testApp, author);
    const before = await readRow(testApp.database.db, draft.id);
    const response = await save(stranger, {
      postId: draft.id,
      title: 'Hijacked',
      subtitle: '',
      content: textContent('x'),
      baseVersion: 1,
    });
    expect(response.body.data?.saveDraft).toEqual({
      __typename: 'NotFound',
      message: 'Post not found.',
    });
    expect(await readRow(testApp.database.db, draft.id)).toEqual(before);
  });

  it('refuses a visitor who is not signed in', async () => {
    const draft = await createDraftAs(testApp, author);
    const response = await testApp.graphql(SAVE_DRAFT, {
      variables: {
        postId: draft.id,
        title: 'x',
        subtitle: '',
        content: textContent('x'),
        baseVersion: 1,
      },
    });
    expect(errorCode(response.body)).toBe('UNAUTHORIZED');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '\\\\evil.example',
    ' javascript:alert(1)',
    'https://ok.example@evil.example',
  ])('answers BadRequest for the link %j and keeps the draft', async (href) => {
    const draft = await createDraftAs(testApp, author);
    const response = await saveLink(draft.id, href);
    expect(response.body.data?.saveDraft.__typename).toBe('BadRequest');
    expect(response.body.data?.saveDraft.message).toMatch(
      /^content\.paragraphs\.0\.markups\.0\.href: /,
    );
    expect((await readRow(testApp.database.db, draft.id))?.version).toBe(1);
  });

  it('refuses the link "\\u0000javascript:alert(1)" at the door and keeps the draft', async () => {
    // A NUL character anywhere in a request is refused before any resolver runs.
    const draft = await createDraftAs(testApp, author);
    const response = await saveLink(draft.id, '\u0000javascript:alert(1)');
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.message)).toEqual([
      'Text may not contain the NUL character.',
    ]);
    expect((await readRow(testApp.database.db, draft.id))?.version).toBe(1);
  });
});

describe('postForEditing', () => {
  it('gives the author the draft and anyone else NotFound', async () => {
    const draft = await createDraftAs(testApp, author, { title: 'Editable' });
    const own = await testApp.graphql(FOR_EDITING, { as: author, variables: { id: draft.id } });
    expect(own.body.data?.postForEditing).toMatchObject({
      __typename: 'PostDraft',
      postId: draft.id,
      title: 'Editable',
      version: 1,
      hasPendingEdits: false,
    });
    const other = await testApp.graphql(FOR_EDITING, { as: stranger, variables: { id: draft.id } });
    expect(other.body.data?.postForEditing).toEqual({
      __typename: 'NotFound',
      message: 'Post not found.',
    });
    const visitor = await testApp.graphql(FOR_EDITING, { variables: { id: draft.id } });
    expect(errorCode(visitor.body)).toBe('UNAUTHORIZED');
  });
});
