import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollection } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import {
  BLOCK,
  FOLLOW,
  MUTE,
  REPORT,
  UNBLOCK,
  UNFOLLOW,
  UNMUTE,
  VIEWER_LISTS,
  buildPeople,
  collectionMutation,
  errorCode,
  run,
} from '@server/test/kits/social-kit';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('a logged-out visitor', () => {
  it('is told to sign in by every social mutation, and nothing changes', async () => {
    const [target, editor] = await buildPeople(testApp, 2);
    if (!target || !editor) throw new Error('no people');
    const collection = await buildCollection(testApp.database.db, { creatorId: editor.user.id });
    const user = { id: target.user.id };
    const pair = { me: target.user.id, id: editor.user.id };
    const publication = { id: collection.id };
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['followUser', FOLLOW, user],
      ['unfollowUser', UNFOLLOW, user],
      ['blockUser', BLOCK, pair],
      ['unblockUser', UNBLOCK, pair],
      ['reportAndMaybeBlockUser', REPORT, { ...pair, alsoBlock: true }],
      ['muteUser', MUTE, user],
      ['unmuteUser', UNMUTE, user],
      ['muteCollection', collectionMutation('muteCollection'), publication],
      ['unmuteCollection', collectionMutation('unmuteCollection'), publication],
      ['followCollection', collectionMutation('followCollection'), publication],
      ['unfollowCollection', collectionMutation('unfollowCollection'), publication],
    ];
    for (const [name, document, variables] of cases) {
      const response = await testApp.graphql(document, { variables });
      expect({ name, code: errorCode(response.body) }).toEqual({ name, code: 'UNAUTHORIZED' });
      expect(response.body.data?.[name as never] ?? null).toBeNull();
    }
    const { viewer } = await run<{ viewer: { followerCount: number; followingCount: number } }>(
      testApp,
      VIEWER_LISTS,
      {},
      target.actor,
    );
    expect(viewer).toMatchObject({ followerCount: 0, followingCount: 0 });
  });
});
