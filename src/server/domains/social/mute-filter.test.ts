import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { buildCollection, buildPost } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { MUTE, UNMUTE, buildPeople, collectionMutation, run } from '@server/test/kits/social-kit';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const HOME = `query Home { latestPosts(first: 50) { edges { node { id } } } }`;
const SAMPLE = `query Sample { sampleStories(count: 10) { id } }`;

type Home = { latestPosts: { edges: Array<{ node: { id: string } }> } };

async function homeIds(as?: Actor) {
  const { count, result } = await countStatements(() => testApp.graphql<Home>(HOME, { as }));
  return { count, ids: (result.body.data?.latestPosts.edges ?? []).map((edge) => edge.node.id) };
}

describe('muted authors and publications leave the reader’s lists', () => {
  it('drops their stories from the home feed and the sample, and brings them back on unmute', async () => {
    const db = testApp.database.db;
    const [reader, mutedAuthor, otherAuthor] = await buildPeople(testApp, 3);
    if (!reader || !mutedAuthor || !otherAuthor) throw new Error('no people');
    const publication = await buildCollection(db, { creatorId: otherAuthor.user.id });
    const byMuted = await buildPost(db, { creatorId: mutedAuthor.user.id });
    const inPublication = await buildPost(db, {
      creatorId: otherAuthor.user.id,
      collectionId: publication.id,
    });
    const kept = await buildPost(db, { creatorId: otherAuthor.user.id });

    await run(testApp, MUTE, { id: mutedAuthor.user.id }, reader.actor);
    await run(testApp, collectionMutation('muteCollection'), { id: publication.id }, reader.actor);

    const muted = await homeIds(reader.actor);
    expect(muted.ids).toContain(kept.id);
    expect(muted.ids).not.toContain(byMuted.id);
    expect(muted.ids).not.toContain(inPublication.id);
    // The anti-join lives in the list's own statement: no query per story or per mute.
    const anonymous = await homeIds();
    expect(muted.count).toBeLessThanOrEqual(anonymous.count + 1);
    expect(anonymous.ids).toEqual(expect.arrayContaining([byMuted.id, inPublication.id, kept.id]));
    // Muting is the reader's own: the author still sees everything.
    expect((await homeIds(otherAuthor.actor)).ids).toContain(byMuted.id);

    const sample = await run<{ sampleStories: Array<{ id: string }> }>(
      testApp,
      SAMPLE,
      {},
      reader.actor,
    );
    const sampleIds = sample.sampleStories.map((story) => story.id);
    expect(sampleIds).not.toContain(byMuted.id);
    expect(sampleIds).not.toContain(inPublication.id);

    await run(testApp, UNMUTE, { id: mutedAuthor.user.id }, reader.actor);
    await run(
      testApp,
      collectionMutation('unmuteCollection'),
      { id: publication.id },
      reader.actor,
    );
    expect((await homeIds(reader.actor)).ids).toEqual(
      expect.arrayContaining([byMuted.id, inPublication.id, kept.id]),
    );
  });
});
