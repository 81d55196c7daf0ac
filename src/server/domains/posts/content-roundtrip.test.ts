import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePostContent } from '@shared/content/markup-normal-form';
import { anyPostContentArbitrary, postContentArbitrary } from '@shared/content/paragraph-arbitrary';
import type { UserRow } from '@server/db/schema/users';
import { buildUser } from '@server/test/factories';
import { openTestDatabase } from '@server/test/test-database';
import type { DatabaseHandle } from '@server/db/client';
import { createDraft, saveDraft } from './drafts.service';
import { findPost } from './posts.service';

let database: DatabaseHandle;
let viewer: UserRow;

beforeAll(async () => {
  database = await openTestDatabase();
  viewer = await buildUser(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('content storage', () => {
  it('stores any valid content and reads it back unchanged (property)', async () => {
    await fc.assert(
      fc.asyncProperty(postContentArbitrary, postContentArbitrary, async (first, second) => {
        const draft = await createDraft({
          db: database.db,
          viewer,
          input: { title: 'Round trip', subtitle: '', content: first },
        });
        expect((await findPost({ db: database.db, id: draft.id }))?.content).toEqual(first);
        const saved = await saveDraft({
          db: database.db,
          viewer,
          postId: draft.id,
          baseVersion: 1,
          input: { title: 'Round trip', subtitle: '', content: second },
        });
        expect(saved.kind).toBe('saved');
        expect((await findPost({ db: database.db, id: draft.id }))?.content).toEqual(second);
      }),
      { numRuns: 40 },
    );
  });

  it('stores content with overlapping markups in its normal form, on create and on save (property)', async () => {
    await fc.assert(
      fc.asyncProperty(anyPostContentArbitrary, anyPostContentArbitrary, async (first, second) => {
        const draft = await createDraft({
          db: database.db,
          viewer,
          input: { title: 'Normal form', subtitle: '', content: first },
        });
        expect((await findPost({ db: database.db, id: draft.id }))?.content).toEqual(
          normalisePostContent(first),
        );
        const saved = await saveDraft({
          db: database.db,
          viewer,
          postId: draft.id,
          baseVersion: 1,
          input: { title: 'Normal form', subtitle: '', content: second },
        });
        expect(saved.kind).toBe('saved');
        expect((await findPost({ db: database.db, id: draft.id }))?.content).toEqual(
          normalisePostContent(second),
        );
      }),
      { numRuns: 40 },
    );
  });
});
