import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { posts } from '@server/db/schema/posts';
import { topics } from '@server/db/schema/topics';
import { onContentChange } from '@server/lib/content-changes';
import type { ContentChange } from '@server/lib/content-changes';
import { buildPost } from '@server/test/factories';
import { buildApprovedStory } from '@server/test/kits/publication-home-kit';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole, PublicationWorld } from '@server/test/kits/publications-kit';
import { buildTopic } from '@server/test/kits/topics-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/** A publication's navigation items: who may set them, what they resolve to, what is refused. */

const SET = `mutation Set($id: ID!, $items: [PublicationNavItemInput!]!) {
  setPublicationNavItems(collectionId: $id, items: $items) { id }
}`;
const READ = `query Nav($slug: String!) {
  collectionBySlug(slug: $slug) { navItems { type title href } }
}`;

interface Item {
  type: string;
  title?: string;
  target?: string;
}
interface NavAnswer {
  collectionBySlug: { navItems: { type: string; title: string; href: string }[] };
}

let testApp: TestApp;
let world: PublicationWorld;
let slug: string;

beforeAll(async () => {
  testApp = await createTestApp();
  world = await buildPublicationWorld(testApp);
  slug = world.collection.slug ?? '';
});

afterAll(async () => {
  await testApp.close();
});

async function setItems(items: Item[], as: Actor = world.actors.editor) {
  const answer = await testApp.graphql(SET, { variables: { id: world.collection.id, items }, as });
  const error = answer.body.errors?.[0];
  if (!error) return 'OK';
  const code = error.extensions?.code;
  return `${typeof code === 'string' ? code : 'ERROR'}: ${error.message}`;
}

async function readItems() {
  const answer = await testApp.graphql<NavAnswer>(READ, { variables: { slug } });
  return answer.body.data?.collectionBySlug.navItems ?? [];
}

describe('navigation items', () => {
  it('resolves every type to its address, with titles defaulted from the target', async () => {
    const db = testApp.database.db;
    const story = await buildApprovedStory(db, world.collection.id, {
      creatorId: world.people.writer.id,
      title: 'Field guide',
      slug: 'field-guide',
    });
    const topic = await buildTopic(db, { name: 'Birding', tagSlugs: ['birds'] });
    const changes: ContentChange[] = [];
    const stop = onContentChange((change) => changes.push(change));
    expect(
      await setItems([
        { type: 'ABOUT_PAGE' },
        { type: 'ARCHIVE', title: 'Past issues' },
        { type: 'EXTERNAL_LINK', title: 'Our shop', target: 'https://shop.example/' },
        { type: 'POST', target: `https://quire.test/${slug}/field-guide-${story.id}` },
        { type: 'TAG', target: 'birds' },
        { type: 'TOPIC_PAGE', target: topic.slug },
      ]),
    ).toBe('OK');
    stop();
    expect(changes).toEqual([{ ids: [world.collection.id] }]);
    expect(await readItems()).toEqual([
      { type: 'ABOUT_PAGE', title: 'About', href: `/${slug}/about` },
      { type: 'ARCHIVE', title: 'Past issues', href: `/${slug}/archive` },
      { type: 'EXTERNAL_LINK', title: 'Our shop', href: 'https://shop.example/' },
      { type: 'POST', title: 'Field guide', href: `/${slug}/field-guide-${story.id}` },
      { type: 'TAG', title: 'birds', href: '/tag/birds' },
      { type: 'TOPIC_PAGE', title: 'Birding', href: '/topic/birding' },
    ]);
    // A story by its bare id, the list replaced whole.
    expect(await setItems([{ type: 'POST', target: story.id, title: 'Start here' }])).toBe('OK');
    expect(await readItems()).toEqual([
      { type: 'POST', title: 'Start here', href: `/${slug}/field-guide-${story.id}` },
    ]);
    expect(await setItems([])).toBe('OK');
    expect(await readItems()).toEqual([]);
  });

  it('refuses what cannot be shown, with a message saying why', async () => {
    const db = testApp.database.db;
    const draft = await buildPost(db, { creatorId: world.people.writer.id, status: 'DRAFT' });
    const elsewhere = await buildPost(db, { creatorId: world.people.writer.id });
    const hidden = await buildTopic(db, {
      name: 'Staff corner',
      visibility: 'STAFF',
      tagSlugs: ['staff'],
    });
    const refusals = {
      draft: await setItems([{ type: 'POST', target: draft.id }]),
      notInPublication: await setItems([{ type: 'POST', target: elsewhere.id }]),
      badId: await setItems([{ type: 'POST', target: 'nonsense!' }]),
      tag: await setItems([{ type: 'TAG', target: 'no-such-tag' }]),
      topic: await setItems([{ type: 'TOPIC_PAGE', target: 'no-such-topic' }]),
      staffTopic: await setItems([{ type: 'TOPIC_PAGE', target: hidden.slug }]),
      script: await setItems([
        { type: 'EXTERNAL_LINK', title: 'x', target: 'javascript:alert(1)' },
      ]),
      mail: await setItems([{ type: 'EXTERNAL_LINK', title: 'x', target: 'mailto:a@b.example' }]),
      noUrl: await setItems([{ type: 'EXTERNAL_LINK', title: 'x' }]),
      tooMany: await setItems(Array.from({ length: 9 }, () => ({ type: 'ARCHIVE' }))),
      longTitle: await setItems([{ type: 'ABOUT_PAGE', title: 'x'.repeat(41) }]),
    };
    expect(refusals).toEqual({
      draft: 'BAD_REQUEST: That story is not one readers can see in this publication.',
      notInPublication: 'BAD_REQUEST: That story is not one readers can see in this publication.',
      badId: 'BAD_REQUEST: That story is not one readers can see in this publication.',
      tag: 'BAD_REQUEST: There is no tag with that name.',
      topic: 'BAD_REQUEST: There is no topic with that name.',
      staffTopic: 'BAD_REQUEST: There is no topic with that name.',
      script: 'BAD_REQUEST: Links must start with http://, https:// or mailto:.',
      mail: 'BAD_REQUEST: Address must start with http:// or https://.',
      noUrl: 'BAD_REQUEST: Enter the address the link leads to.',
      tooMany: 'BAD_REQUEST: A publication can show at most 8 navigation items.',
      longTitle: 'BAD_REQUEST: Navigation titles may be at most 40 characters.',
    });
  });

  it('lets only the creator and editors set them', async () => {
    const outcomes: Record<string, string> = {};
    for (const role of Object.keys(world.actors) as MatrixRole[]) {
      const outcome = await setItems([{ type: 'ARCHIVE' }], world.actors[role]);
      outcomes[role] = outcome.split(':')[0] ?? '';
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

  it('leaves out items whose story or topic readers can no longer see', async () => {
    const db = testApp.database.db;
    const kept = await buildApprovedStory(db, world.collection.id, {
      creatorId: world.people.writer.id,
    });
    const unpublished = await buildApprovedStory(db, world.collection.id, {
      creatorId: world.people.writer.id,
    });
    const removed = await buildApprovedStory(db, world.collection.id, {
      creatorId: world.people.writer.id,
    });
    const topic = await buildTopic(db, { name: 'Soon staff', tagSlugs: ['soon'] });
    expect(
      await setItems([
        { type: 'POST', target: kept.id, title: 'Kept' },
        { type: 'POST', target: unpublished.id, title: 'Unpublished' },
        { type: 'POST', target: removed.id, title: 'Removed' },
        { type: 'TOPIC_PAGE', target: topic.slug, title: 'Staff now' },
        { type: 'ARCHIVE' },
      ]),
    ).toBe('OK');
    await db.update(posts).set({ status: 'DRAFT' }).where(eq(posts.id, unpublished.id));
    await db
      .update(posts)
      .set({ collectionId: null, statusForCollection: null })
      .where(eq(posts.id, removed.id));
    await db.update(topics).set({ visibility: 'STAFF' }).where(eq(topics.id, topic.id));
    expect((await readItems()).map((item) => item.title)).toEqual(['Kept', 'Archive']);
  });

  it('reads the list in statements that do not grow with its length', async () => {
    const db = testApp.database.db;
    const statements = async () =>
      (await countStatements(() => testApp.graphql(READ, { variables: { slug } }))).count;
    const story = await buildApprovedStory(db, world.collection.id, {
      creatorId: world.people.writer.id,
    });
    const topic = await buildTopic(db, { name: 'Counted', tagSlugs: ['counted'] });
    expect(await setItems([{ type: 'POST', target: story.id }])).toBe('OK');
    const one = await statements();
    expect(
      await setItems([
        { type: 'POST', target: story.id },
        { type: 'POST', target: story.id, title: 'Again' },
        { type: 'TOPIC_PAGE', target: topic.slug },
        { type: 'TAG', target: 'counted' },
        { type: 'ABOUT_PAGE' },
        { type: 'ARCHIVE' },
        { type: 'EXTERNAL_LINK', target: 'https://example.com/' },
        { type: 'TOPIC_PAGE', target: topic.slug, title: 'Twice' },
      ]),
    ).toBe('OK');
    expect(await statements()).toBe(one);
  });
});
