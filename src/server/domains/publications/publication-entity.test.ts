import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, postTags, tags } from '@server/db/schema/posts';
import { eq } from 'drizzle-orm';
import { buildPost, buildUser } from '@server/test/factories';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole, PublicationWorld } from '@server/test/kits/publications-kit';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/** The publication's fields the entities name beyond its pages: permissions, tags, stories, publisher. */
let testApp: TestApp;
let world: PublicationWorld;

beforeAll(async () => {
  testApp = await createTestApp();
  world = await buildPublicationWorld(testApp);
});
afterAll(() => testApp.close());

const FIELDS = `query($slug: String!) { collectionBySlug(slug: $slug) {
  permissions isEnrolledInHightower isPartnerProgramEnrolled
  tags(first: 5) { id displayTitle }
  posts(first: 10) { edges { node { id } } }
} }`;

interface Fields {
  collectionBySlug: {
    permissions: string[];
    isEnrolledInHightower: boolean;
    isPartnerProgramEnrolled: boolean;
    tags: Array<{ id: string; displayTitle: string }>;
    posts: { edges: Array<{ node: { id: string } }> };
  };
}

async function fieldsAs(role: MatrixRole) {
  const { body } = await testApp.graphql<Fields>(FIELDS, {
    as: world.actors[role],
    variables: { slug: world.collection.slug },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.collectionBySlug;
}

const STAFF_DAY_TO_DAY = [
  'EDIT_SETTINGS',
  'EDIT_FEATURE_PAGES',
  'SEND_FEEDBACK',
  'EDIT_DESIGN',
  'MANAGE_DOMAIN',
  'INVITE_WRITER',
  'REMOVE_WRITER',
];
const STAFF_STORIES = [
  'SUBMIT',
  'APPROVE',
  'REMOVE_SUBMISSION',
  'SCHEDULE',
  'EDIT_SUBMISSION',
  'SEE_SUBMISSIONS',
  'SEE_DRAFT_LABELS',
  'PIN',
  'WRITE_SHORTFORM',
  'EDIT_ANY_SHORTFORM',
  'MANAGE_NEWSLETTER',
  'SEND_NEWSLETTER',
];

describe('Collection.permissions', () => {
  it('lists what each person may do there, by their role', async () => {
    expect((await fieldsAs('creator')).permissions.sort()).toEqual(
      [
        ...STAFF_DAY_TO_DAY,
        ...STAFF_STORIES,
        'EDIT_AURORA',
        'INVITE_EDITOR',
        'REMOVE_EDITOR',
        'TRANSFER_OWNERSHIP',
        'DELETE',
      ].sort(),
    );
    expect((await fieldsAs('editor')).permissions.sort()).toEqual(
      [...STAFF_DAY_TO_DAY, ...STAFF_STORIES, 'LEAVE'].sort(),
    );
    expect((await fieldsAs('writer')).permissions.sort()).toEqual(
      ['LEAVE', 'SUBMIT', 'WRITE_SHORTFORM'].sort(),
    );
    for (const role of ['visitor', 'reader', 'otherEditor', 'removedWriter'] as const)
      expect((await fieldsAs(role)).permissions, role).toEqual([]);
  });

  it('names every operation the schema knows for someone', async () => {
    const { body } = await testApp.graphql<{ __type: { enumValues: Array<{ name: string }> } }>(
      `{ __type(name: "CollectionPermission") { enumValues { name } } }`,
    );
    const everyone = new Set(
      (await Promise.all((['creator', 'editor', 'writer'] as const).map(fieldsAs))).flatMap(
        (fields) => fields.permissions,
      ),
    );
    expect(body.data!.__type.enumValues.map((value) => value.name).sort()).toEqual(
      [...everyone].sort(),
    );
  });
});

describe('its tags, stories and Partner Program enrolment', () => {
  it('answers the tags of the stories it lists, the most used first, and those stories newest first', async () => {
    const db = testApp.database.db;
    await db.insert(tags).values([
      { slug: 'pub-entity-rare', displayTitle: 'Rare' },
      { slug: 'pub-entity-common', displayTitle: 'Common' },
      { slug: 'pub-entity-hidden', displayTitle: 'Hidden' },
    ]);
    const author = world.people.writer.id;
    const older = await buildPost(db, {
      creatorId: author,
      collectionId: world.collection.id,
      statusForCollection: 'APPROVED',
      latestPublishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await buildPost(db, {
      creatorId: author,
      collectionId: world.collection.id,
      statusForCollection: 'APPROVED',
      latestPublishedAt: new Date('2026-02-01T00:00:00Z'),
    });
    // Elsewhere: another publication's story, and this one's draft.
    const elsewhere = await buildPost(db, { creatorId: (await buildUser(db)).id });
    await db.insert(postTags).values([
      { postId: older.id, tagSlug: 'pub-entity-common', position: 0 },
      { postId: newer.id, tagSlug: 'pub-entity-common', position: 0 },
      { postId: newer.id, tagSlug: 'pub-entity-rare', position: 1 },
      { postId: elsewhere.id, tagSlug: 'pub-entity-hidden', position: 0 },
      { postId: world.pending.id, tagSlug: 'pub-entity-hidden', position: 0 },
    ]);

    const fields = await fieldsAs('reader');
    expect(fields.tags).toEqual([
      { id: 'pub-entity-common', displayTitle: 'Common' },
      { id: 'pub-entity-rare', displayTitle: 'Rare' },
    ]);
    expect(fields.posts.edges.map((edge) => edge.node.id)).toEqual([newer.id, older.id]);
  });

  it('isEnrolledInHightower follows its Partner Program enrolment', async () => {
    expect((await fieldsAs('reader')).isEnrolledInHightower).toBe(false);
    await testApp.database.db
      .update(collections)
      .set({ isPartnerProgramEnrolled: true })
      .where(eq(collections.id, world.collection.id));
    const fields = await fieldsAs('reader');
    expect(fields.isEnrolledInHightower).toBe(true);
    expect(fields.isPartnerProgramEnrolled).toBe(true);
  });
});

describe('Post.publisher', () => {
  it('is the publication for its stories and the author for everyone else', async () => {
    const db = testApp.database.db;
    const inPublication = await buildPost(db, {
      creatorId: world.people.writer.id,
      collectionId: world.collection.id,
      statusForCollection: 'APPROVED',
    });
    const own = await buildPost(db, { creatorId: world.people.writer.id });
    const PUBLISHER = `query($id: ID!) { postResult(id: $id) { ... on Post { publisher {
      __typename ... on Collection { slug } ... on User { username } } } } }`;
    const publisherOf = async (id: string) => {
      const { body } = await testApp.graphql<{
        postResult: { publisher: Record<string, string> };
      }>(PUBLISHER, { variables: { id } });
      expect(body.errors).toBeUndefined();
      return body.data?.postResult.publisher;
    };
    expect(await publisherOf(inPublication.id)).toEqual({
      __typename: 'Collection',
      slug: world.collection.slug,
    });
    expect(await publisherOf(own.id)).toEqual({
      __typename: 'User',
      username: world.people.writer.username,
    });
  });
});
