import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import type { FetchResult } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { graphql } from '@client/graphql/generated';
import { toggleFollow } from './follow-toggle';
import { FOLLOWS_DIALOG_QUERY } from './follows-query';

// Fragments of real schema types, so codegen validates them like any document.
const PERSON = graphql(`
  fragment FollowToggleTestPerson on User {
    __typename
    id
    isFollowing
    followerCount
  }
`);

const ME = graphql(`
  fragment FollowToggleTestViewer on User {
    __typename
    id
    followingCount
  }
`);

/** What a profile page reads of its person: the header, not the followers list. */
const PROFILE = graphql(`
  query FollowToggleTestProfile($username: String!) {
    user(username: $username) {
      __typename
      ... on User {
        id
        isFollowing
        followerCount
      }
    }
  }
`);

type Person = { id: string; isFollowing: boolean; followerCount: number };

/** A link whose answer the test gives later: success or a GraphQL error. */
function controlledLink() {
  let answer: (result: FetchResult) => void = () => undefined;
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push(operation.operationName ?? '');
        answer = (result) => {
          observer.next(result);
          observer.complete();
        };
      }),
  );
  return { link, sent, answer: (result: FetchResult) => answer(result) };
}

function setUp(isFollowing: boolean, followerCount: number) {
  const { link, sent, answer } = controlledLink();
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link,
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
  client.writeFragment({
    id: 'User:ada',
    fragment: PERSON,
    data: { __typename: 'User', id: 'ada', isFollowing, followerCount },
  });
  client.writeFragment({
    id: 'User:bob',
    fragment: ME,
    data: { __typename: 'User', id: 'bob', followingCount: 3 },
  });
  // What the page shows: the optimistic layer included.
  const read = () => ({
    person: client.cache.readFragment<Person>({
      id: 'User:ada',
      fragment: PERSON,
      optimistic: true,
    }),
    me: client.cache.readFragment<{ followingCount: number }>({
      id: 'User:bob',
      fragment: ME,
      optimistic: true,
    }),
  });
  return { client, sent, answer, read };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('optimistic follow', () => {
  it('shows Following and the new counts before the server answers, and keeps them', async () => {
    const { client, answer, read } = setUp(false, 10);
    const sending = toggleFollow(client, { id: 'ada', isFollowing: false }, 'bob');
    await tick();
    expect(read().person).toMatchObject({ isFollowing: true, followerCount: 11 });
    expect(read().me?.followingCount).toBe(4);

    answer({ data: { followUser: { __typename: 'User', id: 'ada', isFollowing: true } } });
    await expect(sending).resolves.toMatchObject({ ok: true, data: { event: 'user.followed' } });
    expect(read().person).toMatchObject({ isFollowing: true, followerCount: 11 });
    expect(read().me?.followingCount).toBe(4);
  });

  it('rolls back to Follow and the old counts when the server refuses', async () => {
    const { client, answer, read } = setUp(false, 10);
    const sending = toggleFollow(client, { id: 'ada', isFollowing: false }, 'bob');
    await tick();
    expect(read().person?.isFollowing).toBe(true);

    answer({ errors: [{ message: 'You cannot follow this user.' }] } as FetchResult);
    await expect(sending).resolves.toEqual(refused('You cannot follow this user.'));
    expect(read().person).toMatchObject({ isFollowing: false, followerCount: 10 });
    expect(read().me?.followingCount).toBe(3);
  });

  it('unfollows optimistically and rolls back on failure', async () => {
    const { client, answer, read } = setUp(true, 5);
    const sending = toggleFollow(client, { id: 'ada', isFollowing: true }, 'bob');
    await tick();
    expect(read().person).toMatchObject({ isFollowing: false, followerCount: 4 });
    answer({ errors: [{ message: 'Internal error' }] } as FetchResult);
    await expect(sending).resolves.toEqual(refused('Internal error'));
    expect(read().person).toMatchObject({ isFollowing: true, followerCount: 5 });
  });
});

describe('the followed person’s followers list', () => {
  const variables = { username: 'ada', first: 10 };
  const follower = (id: string) => ({
    __typename: 'User' as const,
    id,
    name: `Reader ${id}`,
    username: id,
    isFollowing: false,
    imageId: null,
  });

  /** Ada's profile is on screen; her followers list was seen earlier and is cached. */
  function onAdasProfile(isFollowing: boolean) {
    const setup = setUp(isFollowing, 1);
    setup.client.writeQuery({
      query: PROFILE,
      variables: { username: 'ada' },
      data: {
        user: { __typename: 'User', id: 'ada', isFollowing, followerCount: 1 },
      },
    });
    setup.client.writeQuery({
      query: FOLLOWS_DIALOG_QUERY,
      variables,
      data: {
        user: {
          __typename: 'User',
          id: 'ada',
          followers: {
            edges: [{ cursor: 'c1', node: follower('carol') }],
            pageInfo: { hasNextPage: false, endCursor: 'c1' },
          },
        },
      },
    });
    const profile: Array<unknown> = [];
    const watching = setup.client
      .watchQuery({ query: PROFILE, variables: { username: 'ada' } })
      .subscribe((result) => profile.push(result.data));
    const cachedFollowers = () =>
      setup.client.readQuery({ query: FOLLOWS_DIALOG_QUERY, variables });
    return { ...setup, profile, watching, cachedFollowers };
  }

  it.each([
    ['FollowUser', false, { followUser: { __typename: 'User', id: 'ada', isFollowing: true } }],
    ['UnfollowUser', true, { unfollowUser: { __typename: 'User', id: 'ada', isFollowing: false } }],
  ])('is fetched anew after %s, with no other request on the profile', async (name, was, data) => {
    const { client, sent, answer, read, profile, watching, cachedFollowers } = onAdasProfile(was);
    expect(cachedFollowers()).not.toBeNull();
    const sending = toggleFollow(client, { id: 'ada', isFollowing: was }, 'bob');
    await tick();
    answer({ data });
    await expect(sending).resolves.toMatchObject({ ok: true });
    await tick();

    expect(cachedFollowers()).toBeNull();
    expect(read().person?.isFollowing).toBe(!was);
    expect(profile.at(-1)).toMatchObject({ user: { id: 'ada', isFollowing: !was } });
    expect(sent).toEqual([name]);
    watching.unsubscribe();
  });

  it('stays as it was when the server refuses the follow', async () => {
    const { client, sent, answer, watching, cachedFollowers } = onAdasProfile(false);
    const sending = toggleFollow(client, { id: 'ada', isFollowing: false }, 'bob');
    await tick();
    answer({ errors: [{ message: 'You cannot follow this user.' }] } as FetchResult);
    await expect(sending).resolves.toEqual(refused('You cannot follow this user.'));
    expect(cachedFollowers()?.user).toMatchObject({
      followers: { edges: [{ node: { id: 'carol' } }] },
    });
    expect(sent).toEqual(['FollowUser']);
    watching.unsubscribe();
  });
});

/** The refusal the follow button shows, in the server's words. */
function refused(message: string) {
  return { ok: false, message, code: null };
}
