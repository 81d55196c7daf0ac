import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@server/db/schema/posts';
import { onContentChange } from '@server/lib/content-changes';
import type { ContentChange } from '@server/lib/content-changes';
import { buildCollection, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { styleSheetInput, updateStyleSheet } from '@server/test/kits/design-kit';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole } from '@server/test/kits/publications-kit';

let testApp: TestApp;
let writer: Actor;
let writerId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  writerId = (await buildUser(testApp.database.db)).id;
  writer = await testApp.signIn(writerId);
});
afterAll(() => testApp.close());

const SHEET_OF = `query($s: String!) {
  collectionBySlug(slug: $s) {
    customStyleSheet { version }
    colorPalette {
      primaryColor
      highlightSpectrum { backgroundColor colorPoints { color point } }
      defaultBackgroundSpectrum { backgroundColor colorPoints { color point } }
    }
  }
}`;

describe("a publication's design: who may change it", () => {
  // Written out, not derived from the access room's table.
  const EXPECTED: Record<MatrixRole, string> = {
    visitor: 'UNAUTHORIZED',
    reader: 'FORBIDDEN',
    writer: 'FORBIDDEN',
    editor: 'CustomStyleSheet',
    creator: 'CustomStyleSheet',
    otherEditor: 'FORBIDDEN',
    removedWriter: 'FORBIDDEN',
  };

  it('its creator and editors save it; anyone else is refused and changes nothing', async () => {
    const outcomes: Record<string, string> = {};
    for (const role of Object.keys(EXPECTED) as MatrixRole[]) {
      const world = await buildPublicationWorld(testApp);
      const answer = await updateStyleSheet(testApp, world.actors[role], {
        c: world.collection.id,
        v: 0,
        input: styleSheetInput(),
      });
      outcomes[role] = typeof answer === 'string' ? answer : answer.__typename;
      const { body } = await testApp.graphql<{
        collectionBySlug: { customStyleSheet: { version: number } | null };
      }>(SHEET_OF, { variables: { s: world.collection.slug } });
      const saved = body.data?.collectionBySlug.customStyleSheet ?? null;
      expect(saved, role).toEqual(EXPECTED[role] === 'CustomStyleSheet' ? { version: 1 } : null);
    }
    expect(outcomes).toEqual(EXPECTED);
  });

  it('answers NotFound for an unknown or deleted publication', async () => {
    expect(
      await updateStyleSheet(testApp, writer, { c: 'nope', v: 0, input: styleSheetInput() }),
    ).toEqual({ __typename: 'NotFound', message: 'Publication not found.' });
    const db = testApp.database.db;
    const gone = await buildCollection(db, { creatorId: writerId, deletedAt: new Date() });
    const answer = await updateStyleSheet(testApp, writer, {
      c: gone.id,
      v: 0,
      input: styleSheetInput(),
    });
    expect(answer).toMatchObject({ __typename: 'NotFound' });
    await db.delete(collections).where(eq(collections.id, gone.id));
  });

  it('gives readers the saved palette and its spectra', async () => {
    const world = await buildPublicationWorld(testApp);
    await updateStyleSheet(testApp, world.actors.creator, {
      c: world.collection.id,
      v: 0,
      input: styleSheetInput('#000080', '#FFF'),
    });
    const { body } = await testApp.graphql(SHEET_OF, { variables: { s: world.collection.slug } });
    expect(body.data).toEqual({
      collectionBySlug: {
        customStyleSheet: { version: 1 },
        colorPalette: {
          primaryColor: '#000080',
          highlightSpectrum: {
            backgroundColor: '#ffffff',
            colorPoints: [
              { color: '#ffffff', point: 0 },
              { color: '#8080c0', point: 0.5 },
              { color: '#000080', point: 1 },
            ],
          },
          defaultBackgroundSpectrum: {
            backgroundColor: '#ffffff',
            colorPoints: [
              { color: '#ffffff', point: 0 },
              { color: '#929292', point: 0.5 },
              { color: '#242424', point: 1 },
            ],
          },
        },
      },
    });
  });
});

describe("a writer's own design", () => {
  it('is saved as theirs, with colours in one form, and shown on their profile', async () => {
    const db = testApp.database.db;
    const owner = await buildUser(db);
    const other = await buildUser(db);
    const answer = await updateStyleSheet(testApp, await testApp.signIn(owner.id), {
      v: 0,
      input: styleSheetInput('rgb(26, 137, 23)', '#FFF'),
    });
    expect(answer).toMatchObject({
      __typename: 'CustomStyleSheet',
      id: owner.id,
      version: 1,
      global: { colorPalette: { primaryColor: '#1a8917', backgroundColor: '#ffffff' } },
    });
    const profile = `query($u: String!) { user(username: $u) { ... on User { customStyleSheet { id postBody { bodySize } } } } }`;
    const mine = await testApp.graphql(profile, { variables: { u: owner.username } });
    expect(mine.body.data).toEqual({
      user: { customStyleSheet: { id: owner.id, postBody: { bodySize: 'LARGE' } } },
    });
    const theirs = await testApp.graphql(profile, { variables: { u: other.username } });
    expect(theirs.body.data).toEqual({ user: { customStyleSheet: null } });
  });

  it('announces the writer changed, so kept copies of their pages go', async () => {
    const changes: ContentChange[] = [];
    const stop = onContentChange((change) => changes.push(change));
    const owner = await buildUser(testApp.database.db);
    await updateStyleSheet(testApp, await testApp.signIn(owner.id), {
      v: 0,
      input: styleSheetInput(),
    });
    stop();
    expect(changes).toEqual([{ ids: [owner.id] }]);
  });
});

describe('colours and contrast', () => {
  const refusal = (primary: string, background: string) =>
    updateStyleSheet(testApp, writer, { v: 0, input: styleSheetInput(primary, background) });

  it("refuses a broken colour with 'Invalid color string'", async () => {
    for (const broken of ['#12', '#12345g', 'rgb(0, 0, 300)', 'red; color: blue', 'url(x)'])
      expect(await refusal(broken, '#ffffff'), broken).toEqual({
        __typename: 'BadRequest',
        message: 'Invalid color string',
      });
  });

  it("refuses an unknown colour name with 'Unrecognized or invalid color string'", async () => {
    expect(await refusal('#1a8917', 'bleu')).toEqual({
      __typename: 'BadRequest',
      message: 'Unrecognized or invalid color string',
    });
  });

  it('refuses a palette below WCAG AA and says which pair fails and by how much', async () => {
    expect(await refusal('#000000', '#808080')).toEqual({
      __typename: 'BadRequest',
      message: 'Text on this background has a contrast of 3.5:1; it needs at least 4.5:1.',
    });
    expect(await refusal('#ffff00', '#ffffff')).toEqual({
      __typename: 'BadRequest',
      message:
        'The primary colour on this background has a contrast of 1:1; it needs at least 3:1.',
    });
    expect(await refusal('#ffcc00', '#1a1a2e')).toMatchObject({ __typename: 'CustomStyleSheet' });
  });
});

describe('saving from a stale read', () => {
  it('answers Conflict with the version there is now, and saves from that version', async () => {
    const owner = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const save = (v: number) => updateStyleSheet(testApp, owner, { v, input: styleSheetInput() });
    expect(await save(0)).toMatchObject({ __typename: 'CustomStyleSheet', version: 1 });
    expect(await save(0)).toEqual({
      __typename: 'Conflict',
      message: 'This design was changed somewhere else since you opened it. Reload to see it.',
      currentVersion: 1,
    });
    expect(await save(1)).toMatchObject({ __typename: 'CustomStyleSheet', version: 2 });
    expect(await save(1)).toMatchObject({ __typename: 'Conflict', currentVersion: 2 });
  });
});
