import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionFollows } from '@server/db/schema/social';
import { buildCollection, buildUser } from '@server/test/factories';
import { buildApprovedStory } from '@server/test/kits/publication-home-kit';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole } from '@server/test/kits/publications-kit';
import { PUBLICATION_TEXTS } from './publications.texts';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/** A publication's settings: who may change them, what is refused, and the pages that follow. */

const UPDATE = `mutation U($c: ID!, $input: PublicationSettingsInput!) {
  updatePublication(collectionId: $c, input: $input) { id name description slug avatarImageId faviconImageId avatar { id } favicon { id } }
}`;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PAGE_CACHE: 'true', PAGE_CACHE_SECONDS: '3600' });
});

afterAll(async () => {
  await testApp.close();
});

async function update(as: Actor, c: string, input: Record<string, unknown>) {
  const answer = await testApp.graphql<{
    updatePublication: { name: string; description: string; slug: string } | null;
  }>(UPDATE, { variables: { c, input }, as });
  return answer.body;
}

const codeOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => {
  const code = body.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : 'OK';
};

const FOLLOWERS = `query F($slug: String!) {
  collectionBySlug(slug: $slug) { followers(first: 2) { edges { node { id } } pageInfo { hasNextPage endCursor } } }
}`;

describe('updatePublication', () => {
  it('lets only the creator and editors change the settings', async () => {
    const world = await buildPublicationWorld(testApp);
    const outcomes: Partial<Record<MatrixRole, string>> = {};
    for (const role of Object.keys(world.actors) as MatrixRole[]) {
      const body = await update(world.actors[role], world.collection.id, {
        name: `Renamed by ${role}`,
        tagline: 'A new line.',
      });
      outcomes[role] = codeOf(body);
    }
    expect(outcomes).toEqual({
      visitor: 'UNAUTHORIZED',
      reader: 'FORBIDDEN',
      writer: 'FORBIDDEN',
      editor: 'OK',
      creator: 'OK',
      otherEditor: 'FORBIDDEN',
      removedWriter: 'FORBIDDEN',
    });
  });

  it('shows its followers, newest first, only to the creator and editors', async () => {
    const world = await buildPublicationWorld(testApp);
    const db = testApp.database.db;
    const fans = [await buildUser(db), await buildUser(db), await buildUser(db)] as const;
    await db.insert(collectionFollows).values(
      fans.map((fan, i) => ({
        userId: fan.id,
        collectionId: world.collection.id,
        createdAt: new Date(Date.UTC(2025, 0, i + 1)),
      })),
    );
    const outcomes: Partial<Record<MatrixRole, string>> = {};
    for (const role of Object.keys(world.actors) as MatrixRole[]) {
      const answer = await testApp.graphql(FOLLOWERS, {
        variables: { slug: world.collection.slug },
        as: world.actors[role],
      });
      outcomes[role] = codeOf(answer.body);
    }
    expect(outcomes).toEqual({
      visitor: 'UNAUTHORIZED',
      reader: 'FORBIDDEN',
      writer: 'FORBIDDEN',
      editor: 'OK',
      creator: 'OK',
      otherEditor: 'FORBIDDEN',
      removedWriter: 'FORBIDDEN',
    });
    const answer = await testApp.graphql<{
      collectionBySlug: {
        followers: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean } };
      };
    }>(FOLLOWERS, { variables: { slug: world.collection.slug }, as: world.actors.editor });
    const page = answer.body.data?.collectionBySlug.followers;
    expect(page?.edges.map((edge) => edge.node.id)).toEqual([fans[2].id, fans[1].id]);
    expect(page?.pageInfo.hasNextPage).toBe(true);
  });

  it('counts followers, stories and waiting submissions for the dashboard, the queue for staff only', async () => {
    const world = await buildPublicationWorld(testApp);
    await buildApprovedStory(testApp.database.db, world.collection.id, {
      creatorId: world.people.writer.id,
    });
    const COUNTS = `query C($slug: String!) {
      collectionBySlug(slug: $slug) { followerCount publishedStoryCount pendingSubmissionCount }
    }`;
    const countsFor = async (as: Actor) =>
      (await testApp.graphql(COUNTS, { variables: { slug: world.collection.slug }, as })).body.data;
    expect(await countsFor(world.actors.editor)).toEqual({
      collectionBySlug: { followerCount: 0, publishedStoryCount: 1, pendingSubmissionCount: 1 },
    });
    expect(await countsFor(world.actors.writer)).toEqual({
      collectionBySlug: { followerCount: 0, publishedStoryCount: 1, pendingSubmissionCount: null },
    });
  });

  it('saves name, tagline and images and keeps the slug', async () => {
    const world = await buildPublicationWorld(testApp);
    const body = await update(world.actors.editor, world.collection.id, {
      name: '  Night Shift ',
      tagline: 'Stories after dark.',
      avatarImageId: 'avatar-1',
      faviconImageId: 'favicon-1',
    });
    expect(body.data?.updatePublication).toEqual({
      id: world.collection.id,
      name: 'Night Shift',
      description: 'Stories after dark.',
      slug: world.collection.slug,
      avatarImageId: 'avatar-1',
      faviconImageId: 'favicon-1',
      avatar: { id: 'avatar-1' },
      favicon: { id: 'favicon-1' },
    });
  });

  it('refuses what creation refuses, with the same messages', async () => {
    const world = await buildPublicationWorld(testApp);
    const as = world.actors.creator;
    const refusals = [
      await update(as, world.collection.id, { name: '   ' }),
      await update(as, world.collection.id, { name: 'x'.repeat(101) }),
      await update(as, world.collection.id, { name: 'Fine', tagline: 'x'.repeat(161) }),
    ];
    expect(refusals.map(codeOf)).toEqual(['BAD_REQUEST', 'BAD_REQUEST', 'BAD_REQUEST']);
    expect(refusals.map((body) => body.errors?.[0]?.message)).toEqual([
      PUBLICATION_TEXTS.nameRequired,
      PUBLICATION_TEXTS.nameTooLong,
      PUBLICATION_TEXTS.taglineTooLong,
    ]);
  });

  it('drops the kept copy of the publication’s home once renamed', async () => {
    const creator = await buildUser(testApp.database.db);
    const publication = await buildCollection(testApp.database.db, {
      creatorId: creator.id,
      slug: 'kept-gazette',
      name: 'Kept Gazette',
    });
    const get = () => testApp.request({ method: 'GET', url: '/kept-gazette' });
    await get();
    const kept = await get();
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.body).toContain('Kept Gazette');
    const body = await update(await testApp.signIn(creator.id), publication.id, {
      name: 'Fresh Gazette',
    });
    expect(body.errors).toBeUndefined();
    const after = await get();
    expect(after.body).toContain('Fresh Gazette');
    expect(after.body).not.toContain('Kept Gazette');
  });
});
