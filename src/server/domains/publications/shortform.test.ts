import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMembers, collectionShortforms } from '@server/db/schema/publications';
import { newId } from '@server/lib/ids';
import { buildUser } from '@server/test/factories';
import { makeImage, makeTempDataDir, uploadFile } from '@server/test/kits/media-kit';
import { sendHtml, startTestServer } from '@server/test/kits/net-kit';
import type { TestServer } from '@server/test/kits/net-kit';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole, PublicationWorld } from '@server/test/kits/publications-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { MAX_SHORTFORM_TEXT, SHORTFORM_TEXTS } from '@shared/content/shortform';
import { PUBLICATION_ACCESS_TEXTS } from '../access';

/**
 * Shortform posts over GraphQL: who may write, change and delete them (a
 * matrix of roles), what each type must hold, and what the home lists.
 */

let testApp: TestApp;
let page: TestServer;

beforeAll(async () => {
  page = await startTestServer((request, response) =>
    request.url === '/broken'
      ? (response.writeHead(500), response.end())
      : sendHtml(
          response,
          '<title>Ignored</title><meta property="og:title" content="Seed swaps near you">',
        ),
  );
  testApp = await createTestApp({
    // The home's kept copy for visitors is checked below.
    PAGE_CACHE: 'true',
    PAGE_CACHE_SECONDS: '3600',
    DATA_DIR: makeTempDataDir(),
    ENABLE_TEST_ROUTES: 'true',
    LINK_PREVIEW_TEST_HOSTS: page.hostPort,
  });
});
afterAll(async () => {
  await testApp.close();
  await page.close();
});

const CREATE = `mutation($c: ID!, $input: ShortformInput!) {
  createShortform(collectionId: $c, input: $input) {
    id type text url linkTitle linkDomain imageId attribution viewerCanEdit creator { id }
  }
}`;
const UPDATE = `mutation($id: ID!, $input: ShortformInput!) {
  updateShortform(id: $id, input: $input) { id type text attribution }
}`;
const DELETE = `mutation($id: ID!) { deleteShortform(id: $id) }`;
const HOME = `query($s: String!) {
  collectionBySlug(slug: $s) {
    viewerCanWriteShortform
    shortforms(first: 10) { edges { node { id type text viewerCanEdit } } pageInfo { hasNextPage } }
  }
}`;

interface Created {
  id: string;
  type: string;
  text: string;
  url: string | null;
  linkTitle: string | null;
  linkDomain: string | null;
  imageId: string | null;
  attribution: string | null;
  viewerCanEdit: boolean;
}

async function create(actor: Actor, collectionId: string, input: Record<string, unknown>) {
  const { body } = await testApp.graphql<{ createShortform: Created }>(CREATE, {
    variables: { c: collectionId, input },
    as: actor,
  });
  return body;
}

/** The writer's note in the world's publication, written straight to the table. */
async function writersNote(world: PublicationWorld): Promise<string> {
  const id = newId();
  await testApp.database.db.insert(collectionShortforms).values({
    id,
    collectionId: world.collection.id,
    creatorId: world.people.writer.id,
    type: 'NOTE',
    text: 'The writer’s note',
  });
  return id;
}

const ROLES: MatrixRole[] = [
  'visitor',
  'reader',
  'writer',
  'editor',
  'creator',
  'otherEditor',
  'removedWriter',
];

/** Each role's outcome: true, or the error code it met. */
async function outcomes(
  attempt: (world: PublicationWorld, actor: Actor) => Promise<{ errors?: unknown }>,
) {
  const result: Record<string, true | string> = {};
  for (const role of ROLES) {
    const world = await buildPublicationWorld(testApp);
    const body = (await attempt(world, world.actors[role])) as {
      errors?: Array<{ extensions?: { code?: string } }>;
    };
    result[role] = body.errors ? String(body.errors[0]?.extensions?.code) : true;
  }
  return result;
}

describe('who may write shortform posts', () => {
  it('lets the writers, editors and creator post; everyone else is refused', async () => {
    expect(
      await outcomes((world, actor) =>
        create(actor, world.collection.id, { type: 'NOTE', text: 'Hello' }),
      ),
    ).toEqual({
      visitor: 'UNAUTHORIZED',
      reader: 'FORBIDDEN',
      writer: true,
      editor: true,
      creator: true,
      otherEditor: 'FORBIDDEN',
      removedWriter: 'FORBIDDEN',
    });
  });

  it('lets the author, the editors and the creator change a post; not other writers nor outsiders', async () => {
    const changed = await outcomes(async (world, actor) => {
      const id = await writersNote(world);
      const { body } = await testApp.graphql(UPDATE, {
        variables: { id, input: { type: 'NOTE', text: 'Changed' } },
        as: actor,
      });
      return body;
    });
    const deleted = await outcomes(async (world, actor) => {
      const id = await writersNote(world);
      const { body } = await testApp.graphql(DELETE, { variables: { id }, as: actor });
      const [left] = await testApp.database.db
        .select()
        .from(collectionShortforms)
        .where(eq(collectionShortforms.id, id));
      // A refused delete leaves the post in place.
      expect(!!left).toBe(!!body.errors);
      return body;
    });
    const expected = {
      visitor: 'UNAUTHORIZED',
      reader: 'FORBIDDEN',
      writer: true,
      editor: true,
      creator: true,
      otherEditor: 'FORBIDDEN',
      removedWriter: 'FORBIDDEN',
    };
    expect(changed).toEqual(expected);
    expect(deleted).toEqual(expected);
  });

  it('does not let a writer change another writer’s post', async () => {
    const world = await buildPublicationWorld(testApp);
    const id = await writersNote(world);
    const other = await buildUser(testApp.database.db);
    await testApp.database.db
      .insert(collectionMembers)
      .values({ collectionId: world.collection.id, userId: other.id, role: 'WRITER' });
    const { body } = await testApp.graphql(UPDATE, {
      variables: { id, input: { type: 'NOTE', text: 'Not mine' } },
      as: await testApp.signIn(other.id),
    });
    expect(body.errors?.[0]?.message).toBe(PUBLICATION_ACCESS_TEXTS.notAllowed);
  });

  it('shows the home’s list to everyone, with editing offered only to those allowed', async () => {
    const world = await buildPublicationWorld(testApp);
    await writersNote(world);
    const as = async (role: MatrixRole) => {
      const { body } = await testApp.graphql<{
        collectionBySlug: {
          viewerCanWriteShortform: boolean;
          shortforms: { edges: Array<{ node: { text: string; viewerCanEdit: boolean } }> };
        };
      }>(HOME, { variables: { s: world.collection.slug }, as: world.actors[role] });
      const found = body.data!.collectionBySlug;
      return [found.viewerCanWriteShortform, found.shortforms.edges[0]?.node.viewerCanEdit];
    };
    expect({
      visitor: await as('visitor'),
      reader: await as('reader'),
      writer: await as('writer'),
      editor: await as('editor'),
      removedWriter: await as('removedWriter'),
    }).toEqual({
      visitor: [false, false],
      reader: [false, false],
      writer: [true, true],
      editor: [true, true],
      removedWriter: [false, false],
    });
  });
});

describe('what each shortform type holds', () => {
  let world: PublicationWorld;
  let writer: Actor;
  beforeAll(async () => {
    world = await buildPublicationWorld(testApp);
    writer = world.actors.writer;
  });

  const countOf = async () =>
    (
      await testApp.database.db
        .select()
        .from(collectionShortforms)
        .where(eq(collectionShortforms.collectionId, world.collection.id))
    ).length;

  it('refuses what a type misses or what is too long, with the reason, and stores nothing', async () => {
    const before = await countOf();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'NOTE', text: '   ' }, SHORTFORM_TEXTS.noteRequired],
      [{ type: 'NOTE', text: 'x'.repeat(MAX_SHORTFORM_TEXT + 1) }, SHORTFORM_TEXTS.textTooLong],
      [{ type: 'QUOTE', text: 'To be.' }, SHORTFORM_TEXTS.attributionRequired],
      [{ type: 'QUOTE', attribution: 'Hamlet' }, SHORTFORM_TEXTS.quoteRequired],
      [{ type: 'LINK' }, SHORTFORM_TEXTS.urlRequired],
      [
        { type: 'LINK', url: 'javascript:alert(1)' },
        'Links must start with http://, https:// or mailto:.',
      ],
      [{ type: 'LINK', url: 'mailto:a@b.example' }, 'Address must start with http:// or https://.'],
      [
        { type: 'LINK', url: 'https://a.example', text: 'x'.repeat(281) },
        SHORTFORM_TEXTS.captionTooLong,
      ],
      [{ type: 'MEDIA' }, SHORTFORM_TEXTS.imageRequired],
      [{ type: 'MEDIA', imageId: `${'a'.repeat(32)}.png` }, SHORTFORM_TEXTS.imageNotFound],
    ];
    const messages = [];
    for (const [input] of cases) {
      const body = await create(writer, world.collection.id, input);
      messages.push([body.errors?.[0]?.extensions?.code, body.errors?.[0]?.message]);
    }
    expect(messages).toEqual(cases.map(([, message]) => ['BAD_REQUEST', message]));
    expect(await countOf()).toBe(before);
  });

  it('stores a note and a quote with its attribution, trimmed', async () => {
    const note = await create(writer, world.collection.id, { type: 'NOTE', text: '  Hello.  ' });
    const quote = await create(writer, world.collection.id, {
      type: 'QUOTE',
      text: 'To be, or not to be.',
      attribution: ' Hamlet ',
      url: 'https://ignored.example',
    });
    expect(note.data?.createShortform).toMatchObject({ type: 'NOTE', text: 'Hello.', url: null });
    expect(quote.data?.createShortform).toMatchObject({
      type: 'QUOTE',
      text: 'To be, or not to be.',
      attribution: 'Hamlet',
      url: null,
      viewerCanEdit: true,
    });
  });

  it('unfurls a link’s title and domain through the outbound guard, and keeps the domain when it cannot', async () => {
    const found = await create(writer, world.collection.id, {
      type: 'LINK',
      url: `${page.origin}/seed-swaps`,
      text: 'Worth a look',
    });
    expect(found.data?.createShortform).toMatchObject({
      type: 'LINK',
      url: `${page.origin}/seed-swaps`,
      linkTitle: 'Seed swaps near you',
      linkDomain: '127.0.0.1',
      text: 'Worth a look',
    });
    const broken = await create(writer, world.collection.id, {
      type: 'LINK',
      url: `${page.origin}/broken`,
    });
    expect(broken.data?.createShortform).toMatchObject({
      linkTitle: null,
      linkDomain: '127.0.0.1',
    });
  });

  it('takes a picture only from the author’s own uploads, and lets an editor keep it when editing', async () => {
    // Uploads are stored by their content: each person's picture differs.
    const upload = async (actor: Actor, width: number) =>
      (
        await uploadFile(testApp, actor, {
          filename: 'field.png',
          contentType: 'image/png',
          bytes: await makeImage(width, 48, 'png'),
        })
      ).json<{ id: string }>().id;
    const editorsImage = await upload(world.actors.editor, 64);
    const refused = await create(writer, world.collection.id, {
      type: 'MEDIA',
      imageId: editorsImage,
    });
    expect(refused.errors?.[0]?.message).toBe(SHORTFORM_TEXTS.imageNotFound);

    const own = await upload(writer, 72);
    const created = await create(writer, world.collection.id, {
      type: 'MEDIA',
      imageId: own,
      text: 'The field in May',
    });
    expect(created.errors).toBeUndefined();
    const post = created.data!.createShortform;
    expect(post).toMatchObject({ type: 'MEDIA', imageId: own, text: 'The field in May' });

    const { body } = await testApp.graphql<{ updateShortform: { text: string } }>(
      `mutation($id: ID!, $input: ShortformInput!) { updateShortform(id: $id, input: $input) { text imageId } }`,
      {
        variables: {
          id: post.id,
          input: { type: 'MEDIA', imageId: own, text: 'The field in June' },
        },
        as: world.actors.editor,
      },
    );
    expect(body.data?.updateShortform).toEqual({ text: 'The field in June', imageId: own });
  });

  it('keeps a post’s type when it is edited, and lists the newest first', async () => {
    const first = await create(writer, world.collection.id, { type: 'NOTE', text: 'First' });
    const { body } = await testApp.graphql<{ updateShortform: Created }>(UPDATE, {
      variables: {
        id: first.data!.createShortform.id,
        input: { type: 'QUOTE', text: 'Still a note', attribution: 'Nobody' },
      },
      as: writer,
    });
    expect(body.data?.updateShortform).toMatchObject({
      type: 'NOTE',
      text: 'Still a note',
      attribution: null,
    });
    await create(writer, world.collection.id, { type: 'NOTE', text: 'Second' });
    const home = await testApp.graphql<{
      collectionBySlug: { shortforms: { edges: Array<{ node: { text: string } }> } };
    }>(HOME, { variables: { s: world.collection.slug } });
    expect(home.body.data?.collectionBySlug.shortforms.edges[0]?.node.text).toBe('Second');
  });

  it('answers null for an unknown post and NOT_FOUND when changing one', async () => {
    const { body } = await testApp.graphql<{ shortform: unknown }>(
      `query { shortform(id: "abcdef123456") { id } }`,
    );
    expect(body.data?.shortform).toBeNull();
    const changed = await testApp.graphql(DELETE, {
      variables: { id: 'abcdef123456' },
      as: writer,
    });
    expect(changed.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the publication home for visitors', () => {
  it('is served from the page cache, and its kept copy goes when a post is written, edited or deleted', async () => {
    const world = await buildPublicationWorld(testApp);
    const home = () => testApp.request({ method: 'GET', url: `/${world.collection.slug}` });
    const cached = async () => {
      await home();
      const kept = await home();
      expect(kept.statusCode).toBe(200);
      expect(kept.headers['x-cache']).toBe('HIT');
      return kept.body;
    };
    expect(await cached()).not.toContain('A fresh note');

    const written = await create(world.actors.writer, world.collection.id, {
      type: 'NOTE',
      text: 'A fresh note',
    });
    const id = written.data!.createShortform.id;
    expect(await cached()).toContain('A fresh note');

    await testApp.graphql(UPDATE, {
      variables: { id, input: { type: 'NOTE', text: 'An edited note' } },
      as: world.actors.editor,
    });
    const edited = await cached();
    expect(edited).toContain('An edited note');
    expect(edited).not.toContain('A fresh note');

    await testApp.graphql(DELETE, { variables: { id }, as: world.actors.creator });
    expect(await cached()).not.toContain('An edited note');
  });
});

describe('with enable_shortform off', () => {
  it('lists nothing, offers nothing and writes nothing', async () => {
    const off = await createTestApp({ FLAGS: 'enable_shortform=false' });
    try {
      const world = await buildPublicationWorld(off);
      const id = newId();
      await off.database.db.insert(collectionShortforms).values({
        id,
        collectionId: world.collection.id,
        creatorId: world.people.writer.id,
        type: 'NOTE',
        text: 'Hidden',
      });
      const home = await off.graphql<{
        collectionBySlug: { viewerCanWriteShortform: boolean; shortforms: { edges: unknown[] } };
      }>(HOME, { variables: { s: world.collection.slug }, as: world.actors.writer });
      expect(home.body.data?.collectionBySlug).toMatchObject({
        viewerCanWriteShortform: false,
        shortforms: { edges: [] },
      });
      const created = await off.graphql(CREATE, {
        variables: { c: world.collection.id, input: { type: 'NOTE', text: 'No' } },
        as: world.actors.writer,
      });
      expect(created.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const page = await off.request({
        method: 'GET',
        url: `/${world.collection.slug}/new-shortform`,
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
