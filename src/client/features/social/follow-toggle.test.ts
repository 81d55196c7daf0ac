import { ApolloClient, ApolloLink, InMemoryCache, Observable, gql } from '@apollo/client';
import type { FetchResult } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { toggleFollow } from './follow-toggle';

// Fragments of real schema types, so codegen validates them like any document.
const PERSON = gql`
  fragment FollowToggleTestPerson on User {
    id
    isFollowing
    followerCount
  }
`;

const ME = gql`
  fragment FollowToggleTestViewer on User {
    id
    followingCount
  }
`;

type Person = { id: string; isFollowing: boolean; followerCount: number };

/** A link whose answer the test gives later: success or a GraphQL error. */
function controlledLink() {
  let answer: (result: FetchResult) => void = () => undefined;
  const link = new ApolloLink(
    () =>
      new Observable<FetchResult>((observer) => {
        answer = (result) => {
          observer.next(result);
          observer.complete();
        };
      }),
  );
  return { link, answer: (result: FetchResult) => answer(result) };
}

function setUp(isFollowing: boolean, followerCount: number) {
  const { link, answer } = controlledLink();
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
  return { client, answer, read };
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
    await expect(sending).resolves.toMatchObject({ event: 'user.followed' });
    expect(read().person).toMatchObject({ isFollowing: true, followerCount: 11 });
    expect(read().me?.followingCount).toBe(4);
  });

  it('rolls back to Follow and the old counts when the server refuses', async () => {
    const { client, answer, read } = setUp(false, 10);
    const sending = toggleFollow(client, { id: 'ada', isFollowing: false }, 'bob');
    await tick();
    expect(read().person?.isFollowing).toBe(true);

    answer({ errors: [{ message: 'You cannot follow this user.' }] } as FetchResult);
    await expect(sending).rejects.toThrow();
    expect(read().person).toMatchObject({ isFollowing: false, followerCount: 10 });
    expect(read().me?.followingCount).toBe(3);
  });

  it('unfollows optimistically and rolls back on failure', async () => {
    const { client, answer, read } = setUp(true, 5);
    const sending = toggleFollow(client, { id: 'ada', isFollowing: true }, 'bob');
    await tick();
    expect(read().person).toMatchObject({ isFollowing: false, followerCount: 4 });
    answer({ errors: [{ message: 'Internal error' }] } as FetchResult);
    await expect(sending).rejects.toThrow();
    expect(read().person).toMatchObject({ isFollowing: true, followerCount: 5 });
  });
});
