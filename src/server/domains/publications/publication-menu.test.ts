import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, posts } from '@server/db/schema/posts';
import { countStatements } from '@server/db/statement-counter';
import { publicationFeedback } from '@server/db/schema/publications';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';
import { buildApprovedStory } from '@server/test/kits/publication-home-kit';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole, PublicationWorld } from '@server/test/kits/publications-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { FEEDBACK_PER_HOUR } from './publication-feedback.service';
import { PUBLICATION_MENU_TEXTS as TEXTS } from './publication-menu.texts';

/**
 * What the publication menu rests on (navigation §2.4, §6): the Aurora
 * settings, feature pages and Send feedback, each role against each operation.
 */

const OPERATOR = 'operator@quire.test';
let testApp: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  testApp = await createTestApp({ SMTP_URL: mailbox.smtpUrl, OPERATOR_EMAIL: OPERATOR });
});
afterAll(async () => {
  await testApp.close();
  await mailbox.close();
});

type Body = {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

async function gql<T>(query: string, variables: Record<string, unknown>, as?: Actor) {
  const { body } = await testApp.graphql<T>(query, { variables, as });
  return body as Body & { data?: T };
}

const codeOf = (body: Body) => {
  const code = body.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : 'OK';
};

/** Runs the operation as every role of the world and answers each one's outcome. */
async function matrix(world: PublicationWorld, run: (as: Actor) => Promise<Body>) {
  const outcomes: Partial<Record<MatrixRole, string>> = {};
  for (const role of Object.keys(world.actors) as MatrixRole[])
    outcomes[role] = codeOf(await run(world.actors[role]));
  return outcomes;
}

const STAFF_ONLY = {
  visitor: 'UNAUTHORIZED',
  reader: 'FORBIDDEN',
  writer: 'FORBIDDEN',
  editor: 'OK',
  creator: 'OK',
  otherEditor: 'FORBIDDEN',
  removedWriter: 'FORBIDDEN',
};

const setAurora = (
  db: TestApp['database']['db'],
  id: string,
  eligible: boolean,
  visible: boolean,
) =>
  db
    .update(collections)
    .set({ isAuroraEligible: eligible, isAuroraVisible: visible })
    .where(eq(collections.id, id));

const AURORA = `mutation($c: ID!, $input: PublicationAuroraInput!) {
  setPublicationAurora(collectionId: $c, input: $input) { id isAuroraEligible isAuroraVisible }
}`;
const SETTINGS = `query($slug: String!) {
  collectionBySlug(slug: $slug) { isAuroraEligible isAuroraVisible isPartnerProgramEnrolled viewerIsEditor }
}`;

describe('the Aurora settings', () => {
  it('are off for a new publication, and anyone reads them with viewerIsEditor for staff only', async () => {
    const world = await buildPublicationWorld(testApp);
    const read = async (as: Actor) =>
      (await gql(SETTINGS, { slug: world.collection.slug }, as)).data;
    const off = {
      isAuroraEligible: false,
      isAuroraVisible: false,
      isPartnerProgramEnrolled: false,
    };
    expect(await read(world.actors.visitor)).toEqual({
      collectionBySlug: { ...off, viewerIsEditor: false },
    });
    expect(await read(world.actors.editor)).toEqual({
      collectionBySlug: { ...off, viewerIsEditor: true },
    });
    expect(await read(world.actors.writer)).toEqual({
      collectionBySlug: { ...off, viewerIsEditor: false },
    });
  });

  it('are the creator’s alone to change', async () => {
    const world = await buildPublicationWorld(testApp);
    const outcomes = await matrix(world, (as) =>
      gql(
        AURORA,
        { c: world.collection.id, input: { isAuroraEligible: true, isAuroraVisible: false } },
        as,
      ),
    );
    expect(outcomes).toEqual({ ...STAFF_ONLY, editor: 'FORBIDDEN' });
    const answer = await gql(
      AURORA,
      { c: world.collection.id, input: { isAuroraEligible: true, isAuroraVisible: true } },
      world.actors.creator,
    );
    expect(answer.data).toEqual({
      setPublicationAurora: {
        id: world.collection.id,
        isAuroraEligible: true,
        isAuroraVisible: true,
      },
    });
  });

  it('refuse Aurora pages readers see on a publication that is not eligible', async () => {
    const world = await buildPublicationWorld(testApp);
    const answer = await gql(
      AURORA,
      { c: world.collection.id, input: { isAuroraEligible: false, isAuroraVisible: true } },
      world.actors.creator,
    );
    expect(answer.errors?.[0]?.message).toBe(TEXTS.auroraVisibleNeedsEligible);
  });
});

const CREATE_PAGE = `mutation($c: ID!, $input: FeaturePageInput!) {
  createFeaturePage(collectionId: $c, input: $input) { id title slug storyIds stories { id } }
}`;
const UPDATE_PAGE = `mutation($id: ID!, $input: FeaturePageInput!) {
  updateFeaturePage(featurePageId: $id, input: $input) { id title slug storyIds }
}`;
const DELETE_PAGE = `mutation($id: ID!) { deleteFeaturePage(featurePageId: $id) { id } }`;
const PAGES = `query($slug: String!, $after: String) {
  collectionBySlug(slug: $slug) {
    featurePages(first: 2, after: $after) { edges { node { slug title } } pageInfo { hasNextPage endCursor } }
  }
}`;
const PAGE = `query($slug: String!, $page: String!) {
  collectionBySlug(slug: $slug) { featurePage(slug: $page) { title slug storyIds stories { id } } }
}`;

type PageAnswer = {
  createFeaturePage: { id: string; title: string; slug: string; storyIds: string[] };
};

describe('feature pages', () => {
  it('are written by the creator and editors only', async () => {
    const world = await buildPublicationWorld(testApp);
    let n = 0;
    const outcomes = await matrix(world, (as) => {
      n += 1;
      return gql(
        CREATE_PAGE,
        { c: world.collection.id, input: { title: 'Best of', slug: `best-${n}`, storyIds: [] } },
        as,
      );
    });
    expect(outcomes).toEqual(STAFF_ONLY);
  });

  it('show the publication’s stories in the editors’ order, each reader only what they may see', async () => {
    const world = await buildPublicationWorld(testApp);
    const db = testApp.database.db;
    const first = await buildApprovedStory(db, world.collection.id, {
      creatorId: world.people.writer.id,
    });
    const second = await buildApprovedStory(db, world.collection.id, {
      creatorId: world.people.writer.id,
    });
    const created = await gql<PageAnswer>(
      CREATE_PAGE,
      {
        c: world.collection.id,
        input: { title: ' Field guides ', slug: 'Guides', storyIds: [second.id, first.id] },
      },
      world.actors.editor,
    );
    expect(created.data?.createFeaturePage).toMatchObject({
      title: 'Field guides',
      slug: 'guides',
      storyIds: [second.id, first.id],
    });
    // The author unpublishes the first story: readers no longer see it there, the editors still list it.
    await db.update(posts).set({ status: 'DRAFT' }).where(eq(posts.id, first.id));
    const asReader = await gql(
      PAGE,
      { slug: world.collection.slug, page: 'GUIDES' },
      world.actors.visitor,
    );
    expect(asReader.data).toEqual({
      collectionBySlug: {
        featurePage: {
          title: 'Field guides',
          slug: 'guides',
          storyIds: [],
          stories: [{ id: second.id }],
        },
      },
    });
    const asEditor = await gql(
      PAGE,
      { slug: world.collection.slug, page: 'guides' },
      world.actors.creator,
    );
    expect(asEditor.data).toMatchObject({
      collectionBySlug: { featurePage: { storyIds: [second.id, first.id] } },
    });
    const missing = await gql(
      PAGE,
      { slug: world.collection.slug, page: 'nothing' },
      world.actors.visitor,
    );
    expect(missing.data).toEqual({ collectionBySlug: { featurePage: null } });
  });

  it('refuse bad titles and addresses, taken addresses, other stories and repeats, with clear messages', async () => {
    const world = await buildPublicationWorld(testApp);
    const db = testApp.database.db;
    const story = await buildApprovedStory(db, world.collection.id, {
      creatorId: world.people.writer.id,
    });
    const elsewhere = await buildPost(db, { creatorId: world.people.editor.id });
    await gql(
      CREATE_PAGE,
      { c: world.collection.id, input: { title: 'Taken', slug: 'taken', storyIds: [] } },
      world.actors.editor,
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ', slug: 'a', storyIds: [] }, TEXTS.featurePageTitleRequired],
      [{ title: 'x'.repeat(61), slug: 'a', storyIds: [] }, TEXTS.featurePageTitleTooLong],
      [{ title: 'A', slug: '-bad-', storyIds: [] }, TEXTS.featurePageSlug],
      [{ title: 'A', slug: 'has space', storyIds: [] }, TEXTS.featurePageSlug],
      [{ title: 'A', slug: 'TAKEN', storyIds: [] }, TEXTS.featurePageSlugTaken],
      [{ title: 'A', slug: 'a', storyIds: [elsewhere.id] }, TEXTS.featurePageForeignStory],
      [{ title: 'A', slug: 'a', storyIds: [world.pending.id] }, TEXTS.featurePageForeignStory],
      [{ title: 'A', slug: 'a', storyIds: [story.id, story.id] }, TEXTS.featurePageDuplicateStory],
      [
        { title: 'A', slug: 'a', storyIds: Array.from({ length: 26 }, () => story.id) },
        TEXTS.featurePageTooManyStories,
      ],
    ];
    for (const [input, message] of cases) {
      const answer = await gql(CREATE_PAGE, { c: world.collection.id, input }, world.actors.editor);
      expect({ input, message: answer.errors?.[0]?.message, code: codeOf(answer) }).toEqual({
        input,
        message,
        code: 'BAD_REQUEST',
      });
    }
  });

  it('are edited and deleted by staff, and an editor of another publication can do neither', async () => {
    const world = await buildPublicationWorld(testApp);
    const created = await gql<PageAnswer>(
      CREATE_PAGE,
      { c: world.collection.id, input: { title: 'Old', slug: 'old', storyIds: [] } },
      world.actors.editor,
    );
    const id = created.data?.createFeaturePage.id ?? '';
    const input = { title: 'New', slug: 'new', storyIds: [] };
    expect(codeOf(await gql(UPDATE_PAGE, { id, input }, world.actors.otherEditor))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await gql(UPDATE_PAGE, { id, input }, world.actors.writer))).toBe('FORBIDDEN');
    expect((await gql(UPDATE_PAGE, { id, input }, world.actors.creator)).data).toEqual({
      updateFeaturePage: { id, title: 'New', slug: 'new', storyIds: [] },
    });
    expect(codeOf(await gql(DELETE_PAGE, { id }, world.actors.otherEditor))).toBe('FORBIDDEN');
    expect(codeOf(await gql(DELETE_PAGE, { id }, world.actors.editor))).toBe('OK');
    expect(codeOf(await gql(DELETE_PAGE, { id }, world.actors.editor))).toBe('NOT_FOUND');
  });

  it('belong to the classic pages: an Aurora publication cannot write them', async () => {
    const world = await buildPublicationWorld(testApp);
    await setAurora(testApp.database.db, world.collection.id, true, true);
    const answer = await gql(
      CREATE_PAGE,
      { c: world.collection.id, input: { title: 'A', slug: 'a', storyIds: [] } },
      world.actors.creator,
    );
    expect(answer.errors?.[0]?.message).toBe(TEXTS.featurePagesAurora);
  });

  it('page newest first by keyset', async () => {
    const world = await buildPublicationWorld(testApp);
    for (const slug of ['one', 'two', 'three'])
      await gql(
        CREATE_PAGE,
        { c: world.collection.id, input: { title: slug, slug, storyIds: [] } },
        world.actors.editor,
      );
    type Pages = {
      collectionBySlug: {
        featurePages: {
          edges: { node: { slug: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      };
    };
    const first = await gql<Pages>(PAGES, { slug: world.collection.slug }, world.actors.visitor);
    const page1 = first.data?.collectionBySlug.featurePages;
    expect(page1?.edges.map((edge) => edge.node.slug)).toEqual(['three', 'two']);
    expect(page1?.pageInfo.hasNextPage).toBe(true);
    const second = await gql<Pages>(
      PAGES,
      { slug: world.collection.slug, after: page1?.pageInfo.endCursor },
      world.actors.visitor,
    );
    const page2 = second.data?.collectionBySlug.featurePages;
    expect(page2?.edges.map((edge) => edge.node.slug)).toEqual(['one']);
    expect(page2?.pageInfo.hasNextPage).toBe(false);
  });
});

const FEEDBACK = `mutation($c: ID!, $m: String!) { sendPublicationFeedback(collectionId: $c, message: $m) }`;

describe('Send feedback', () => {
  it('is open to the creator and editors of an Aurora publication, stored and mailed to the operator', async () => {
    const world = await buildPublicationWorld(testApp);
    await setAurora(testApp.database.db, world.collection.id, true, true);
    const outcomes = await matrix(world, (as) =>
      gql(FEEDBACK, { c: world.collection.id, m: 'The archive <b>needs</b> a search.' }, as),
    );
    expect(outcomes).toEqual(STAFF_ONLY);
    const stored = await testApp.database.db
      .select()
      .from(publicationFeedback)
      .where(eq(publicationFeedback.collectionId, world.collection.id));
    expect(stored.map((row) => row.userId).sort()).toEqual(
      [world.people.editor.id, world.people.creator.id].sort(),
    );
    const mail = await mailbox.latest(OPERATOR);
    expect(mail.subject).toBe(`Feedback from ${world.collection.name} on Quire`);
    expect(mail.text).toContain('The archive <b>needs</b> a search.');
    expect(mail.html).toContain('The archive &lt;b&gt;needs&lt;/b&gt; a search.');
  });

  it('is refused to a publication readers do not see on the Aurora pages, and an empty message', async () => {
    const world = await buildPublicationWorld(testApp);
    await setAurora(testApp.database.db, world.collection.id, true, false);
    const classic = await gql(
      FEEDBACK,
      { c: world.collection.id, m: 'Hello' },
      world.actors.editor,
    );
    expect(classic.errors?.[0]?.message).toBe(TEXTS.feedbackNotOffered);
    await setAurora(testApp.database.db, world.collection.id, true, true);
    const empty = await gql(FEEDBACK, { c: world.collection.id, m: '   ' }, world.actors.editor);
    expect(empty.errors?.[0]?.message).toBe(TEXTS.feedbackRequired);
    const long = await gql(
      FEEDBACK,
      { c: world.collection.id, m: 'x'.repeat(2001) },
      world.actors.editor,
    );
    expect(long.errors?.[0]?.message).toBe(TEXTS.feedbackTooLong);
  });

  it('is limited to a few messages an hour for each person', async () => {
    const db = testApp.database.db;
    const editor = await buildUser(db);
    const collection = await buildCollection(db, {
      creatorId: editor.id,
      isAuroraEligible: true,
      isAuroraVisible: true,
    });
    const as = await testApp.signIn(editor.id);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1)
      expect(codeOf(await gql(FEEDBACK, { c: collection.id, m: `Note ${i}` }, as))).toBe('OK');
    const over = await gql(FEEDBACK, { c: collection.id, m: 'One more' }, as);
    expect({ code: codeOf(over), message: over.errors?.[0]?.message }).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: TEXTS.feedbackTooOften,
    });
  });
});

const MENU_NEWSLETTER = `query($slug: String!) {
  collectionBySlug(slug: $slug) { viewerIsEditor newsletterV3 { id slug } }
}`;
const CREATE_NEWSLETTER = `mutation($c: ID!, $input: NewsletterInput!) {
  createCollectionNewsletter(collectionId: $c, input: $input) { id slug }
}`;

describe('the menu’s Newsletter item (navigation §2.4, §3 newsletterV3)', () => {
  it('rests on newsletterV3: null until an editor creates it, then its id and slug', async () => {
    const world = await buildPublicationWorld(testApp);
    const slug = world.collection.slug;
    expect((await gql(MENU_NEWSLETTER, { slug }, world.actors.editor)).data).toEqual({
      collectionBySlug: { viewerIsEditor: true, newsletterV3: null },
    });
    const created = await gql<{ createCollectionNewsletter: { id: string; slug: string } }>(
      CREATE_NEWSLETTER,
      { c: world.collection.id, input: { name: 'Field Notes Weekly' } },
      world.actors.editor,
    );
    const newsletter = created.data?.createCollectionNewsletter;
    expect(newsletter?.slug).toBe('field-notes-weekly');
    for (const role of ['editor', 'creator', 'reader'] as const)
      expect((await gql(MENU_NEWSLETTER, { slug }, world.actors[role])).data).toEqual({
        collectionBySlug: { viewerIsEditor: role !== 'reader', newsletterV3: newsletter },
      });
  });

  it('reads the newsletters of all of Your publications in the same statements for 2 or 6', async () => {
    const db = testApp.database.db;
    const LIST = `{ viewerPublications(first: 50) { edges { node { id newsletterV3 { id slug } } } } }`;
    const counts: number[] = [];
    for (const size of [2, 6]) {
      const owner = await buildUser(db);
      const as = await testApp.signIn(owner.id);
      for (let index = 0; index < size; index += 1) {
        const collection = await buildCollection(db, { creatorId: owner.id });
        await gql(CREATE_NEWSLETTER, { c: collection.id, input: { name: `Letter ${index}` } }, as);
      }
      type List = { viewerPublications: { edges: { node: { newsletterV3: unknown } }[] } };
      const { count, result } = await countStatements(() => gql<List>(LIST, {}, as));
      const edges = result.data?.viewerPublications.edges ?? [];
      expect(edges).toHaveLength(size);
      expect(edges.every((edge) => edge.node.newsletterV3 !== null)).toBe(true);
      counts.push(count);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});
