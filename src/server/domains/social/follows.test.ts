import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/users';
import { buildCollection } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import {
  FOLLOW,
  UNFOLLOW,
  VIEWER_LISTS,
  buildPeople,
  collectionMutation,
  errorCode,
  errorMessage,
  run,
} from '@server/test/kits/social-kit';
import type { Person, SocialUser } from '@server/test/kits/social-kit';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

type ListEdge = { cursor: string; node: { id: string; username: string; isFollowing: boolean } };
type Lists = {
  viewer: {
    followerCount: number;
    followingCount: number;
    followers: { edges: ListEdge[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    following: { edges: ListEdge[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  };
};

const follow = async (who: Person, whom: Person) =>
  (await run<{ followUser: SocialUser }>(testApp, FOLLOW, { id: whom.user.id }, who.actor))
    .followUser;
const listsOf = async (who: Person, variables: Record<string, unknown> = {}) =>
  (await run<Lists>(testApp, VIEWER_LISTS, variables, who.actor)).viewer;

describe('following people', () => {
  it('follows and unfollows, moving both totals and both lists', async () => {
    const [reader, writer] = await buildPeople(testApp, 2);
    if (!reader || !writer) throw new Error('no people');

    const followed = await follow(reader, writer);
    expect(followed).toMatchObject({ id: writer.user.id, isFollowing: true, followerCount: 1 });
    expect((await listsOf(reader)).followingCount).toBe(1);
    const writerLists = await listsOf(writer);
    expect(writerLists.followerCount).toBe(1);
    expect(writerLists.followers.edges.map((edge) => edge.node.id)).toEqual([reader.user.id]);
    expect(writerLists.followers.edges[0]?.node.username).toBe(reader.user.username);
    expect(writerLists.followers.edges[0]?.node.isFollowing).toBe(false);

    const unfollowed = (
      await run<{ unfollowUser: SocialUser }>(
        testApp,
        UNFOLLOW,
        { id: writer.user.id },
        reader.actor,
      )
    ).unfollowUser;
    expect(unfollowed).toMatchObject({ isFollowing: false, followerCount: 0 });
    expect((await listsOf(reader)).following.edges).toEqual([]);
    expect((await listsOf(writer)).followerCount).toBe(0);
  });

  it('following twice or unfollowing a stranger changes nothing', async () => {
    const [reader, writer, stranger] = await buildPeople(testApp, 3);
    if (!reader || !writer || !stranger) throw new Error('no people');
    await follow(reader, writer);
    expect((await follow(reader, writer)).followerCount).toBe(1);
    const again = await run<{ unfollowUser: SocialUser }>(
      testApp,
      UNFOLLOW,
      { id: stranger.user.id },
      reader.actor,
    );
    expect(again.unfollowUser).toMatchObject({ isFollowing: false, followerCount: 0 });
    expect((await listsOf(reader)).followingCount).toBe(1);
  });

  it('refuses to follow yourself with the spec text, and unknown people with NOT_FOUND', async () => {
    const [reader] = await buildPeople(testApp, 1);
    if (!reader) throw new Error('no people');
    const self = await testApp.graphql(FOLLOW, {
      variables: { id: reader.user.id },
      as: reader.actor,
    });
    expect(errorCode(self.body)).toBe('BAD_REQUEST');
    expect(errorMessage(self.body)).toBe('You cannot follow yourself on Quire');
    for (const id of ['000000000000', 'not a real id!']) {
      const missing = await testApp.graphql(FOLLOW, { variables: { id }, as: reader.actor });
      expect(errorCode(missing.body)).toBe('NOT_FOUND');
      expect(errorMessage(missing.body)).toBe('User not found.');
    }
    expect((await listsOf(reader)).followingCount).toBe(0);
  });

  it('pages followers newest first without repeats or gaps', async () => {
    const people = await buildPeople(testApp, 6);
    const [writer, ...fans] = people;
    if (!writer) throw new Error('no people');
    for (const fan of fans) await follow(fan, writer);

    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const lists: Lists['viewer'] = await listsOf(writer, { first: 2, after });
      seen.push(...lists.followers.edges.map((edge) => edge.node.id));
      after = lists.followers.pageInfo.endCursor;
      expect(lists.followers.pageInfo.hasNextPage).toBe(page < 2);
    }
    expect(seen).toEqual(fans.map((fan) => fan.user.id).reverse());
    expect(new Set(seen).size).toBe(5);

    const bad = await testApp.graphql(VIEWER_LISTS, {
      variables: { first: 51 },
      as: writer.actor,
    });
    expect(errorCode(bad.body)).toBe('BAD_REQUEST');
  });
});

describe('following publications', () => {
  it('follows and unfollows a publication (viewerIsFollowing)', async () => {
    const [reader, editor] = await buildPeople(testApp, 2);
    if (!reader || !editor) throw new Error('no people');
    const collection = await buildCollection(testApp.database.db, { creatorId: editor.user.id });
    type C = Record<string, { id: string; viewerIsFollowing: boolean; name: string }>;
    const followed = await run<C>(
      testApp,
      collectionMutation('followCollection'),
      { id: collection.id },
      reader.actor,
    );
    expect(followed.followCollection).toMatchObject({
      id: collection.id,
      name: collection.name,
      viewerIsFollowing: true,
    });
    const unfollowed = await run<C>(
      testApp,
      collectionMutation('unfollowCollection'),
      { id: collection.id },
      reader.actor,
    );
    expect(unfollowed.unfollowCollection?.viewerIsFollowing).toBe(false);

    const missing = await testApp.graphql(collectionMutation('followCollection'), {
      variables: { id: '000000000000' },
      as: reader.actor,
    });
    expect(errorCode(missing.body)).toBe('NOT_FOUND');
    expect(errorMessage(missing.body)).toBe('Publication not found.');
  });

  it("counts a publication's followers through follows, unfollows and a follower's deleted account", async () => {
    const [editor, ...readers] = await buildPeople(testApp, 4);
    if (!editor || readers.length !== 3) throw new Error('no people');
    const collection = await buildCollection(testApp.database.db, { creatorId: editor.user.id });
    const followerCount = async () => {
      const response = await testApp.graphql(
        'query Count($slug: String!) { collectionBySlug(slug: $slug) { followerCount } }',
        { variables: { slug: collection.slug } },
      );
      return (response.body as { data: { collectionBySlug: { followerCount: number } } }).data
        .collectionBySlug.followerCount;
    };
    const act = (mutation: 'followCollection' | 'unfollowCollection', who: Person) =>
      run(testApp, collectionMutation(mutation), { id: collection.id }, who.actor);
    expect(await followerCount()).toBe(0);
    for (const reader of readers) await act('followCollection', reader);
    // Following twice counts once.
    await act('followCollection', readers[0]!);
    expect(await followerCount()).toBe(3);
    await act('unfollowCollection', readers[1]!);
    expect(await followerCount()).toBe(2);
    await testApp.database.db.delete(users).where(eq(users.id, readers[2]!.user.id));
    expect(await followerCount()).toBe(1);
  });
});
