import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollection } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import {
  MUTE,
  UNMUTE,
  VIEWER_LISTS,
  buildPeople,
  collectionMutation,
  errorCode,
  errorMessage,
  run,
} from '@server/test/kits/social-kit';
import type { Person } from '@server/test/kits/social-kit';
import { SOCIAL_TEXTS } from './social.texts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

type Muted = { id: string; name: string; isMuting: boolean };
type MutedLists = {
  viewer: {
    mutedUsers: { edges: Array<{ node: Muted }> };
    mutedCollections: { edges: Array<{ node: { id: string; viewerIsMuting: boolean } }> };
  };
};
const mutedOf = async (who: Person) =>
  (await run<MutedLists>(testApp, VIEWER_LISTS, {}, who.actor)).viewer;

describe('muting', () => {
  it('mutes and unmutes an author, listed for the viewer only', async () => {
    const [reader, author] = await buildPeople(testApp, 2);
    if (!reader || !author) throw new Error('no people');
    const muted = await run<{ muteUser: Muted }>(
      testApp,
      MUTE,
      { id: author.user.id },
      reader.actor,
    );
    expect(muted.muteUser).toEqual({ id: author.user.id, name: author.user.name, isMuting: true });
    expect(SOCIAL_TEXTS.muted(muted.muteUser.name)).toBe(
      `${author.user.name} has been muted. You will no longer see their stories.`,
    );
    expect((await mutedOf(reader)).mutedUsers.edges.map((edge) => edge.node.id)).toEqual([
      author.user.id,
    ]);
    // Muting is private: the author's own view of the lists does not include it.
    expect((await mutedOf(author)).mutedUsers.edges).toEqual([]);

    const unmuted = await run<{ unmuteUser: Muted }>(
      testApp,
      UNMUTE,
      { id: author.user.id },
      reader.actor,
    );
    expect(unmuted.unmuteUser.isMuting).toBe(false);
    expect(SOCIAL_TEXTS.unmuted(author.user.name)).toBe(`${author.user.name} has been unmuted.`);
    expect((await mutedOf(reader)).mutedUsers.edges).toEqual([]);
  });

  it('refuses muting yourself and unknown people', async () => {
    const [reader] = await buildPeople(testApp, 1);
    if (!reader) throw new Error('no people');
    const self = await testApp.graphql(MUTE, {
      variables: { id: reader.user.id },
      as: reader.actor,
    });
    expect(errorCode(self.body)).toBe('BAD_REQUEST');
    expect(errorMessage(self.body)).toBe('You cannot mute yourself.');
    const missing = await testApp.graphql(MUTE, {
      variables: { id: '000000000000' },
      as: reader.actor,
    });
    expect(errorCode(missing.body)).toBe('NOT_FOUND');
  });

  it('mutes and unmutes a publication, never one the viewer edits', async () => {
    const [reader, editor] = await buildPeople(testApp, 2);
    if (!reader || !editor) throw new Error('no people');
    const collection = await buildCollection(testApp.database.db, { creatorId: editor.user.id });
    type C = Record<string, { id: string; name: string; viewerIsMuting: boolean }>;
    const muted = await run<C>(
      testApp,
      collectionMutation('muteCollection'),
      { id: collection.id },
      reader.actor,
    );
    expect(muted.muteCollection).toMatchObject({ name: collection.name, viewerIsMuting: true });
    expect((await mutedOf(reader)).mutedCollections.edges.map((edge) => edge.node.id)).toEqual([
      collection.id,
    ]);
    const unmuted = await run<C>(
      testApp,
      collectionMutation('unmuteCollection'),
      { id: collection.id },
      reader.actor,
    );
    expect(unmuted.unmuteCollection?.viewerIsMuting).toBe(false);
    expect((await mutedOf(reader)).mutedCollections.edges).toEqual([]);

    const own = await testApp.graphql(collectionMutation('muteCollection'), {
      variables: { id: collection.id },
      as: editor.actor,
    });
    expect(errorCode(own.body)).toBe('BAD_REQUEST');
    expect(errorMessage(own.body)).toBe('You cannot mute a publication you edit.');
  });
});
