import { useQuery } from '@apollo/client/react';
import { useNavigation } from '@client/app/navigation-context';
import { graphql } from '@client/graphql/generated';
import type { PublisherScope } from './predictive-request';

const SCOPE_WRITER_QUERY = graphql(`
  query SearchScopeWriter($username: String!) {
    user(username: $username) {
      __typename
      ... on User {
        id
        name
        username
      }
    }
  }
`);

/** The writer whose pages are on show (/@{username}…), if any. */
function writerOnPage(location: string): string | null {
  const match = /^\/@([^/?#]+)/.exec(location);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * On a writer's pages predictive search is scoped to them (spec §2.7). Asked
 * only once the reader opens the search, usually from the profile's cache.
 */
export function useWriterScope(isActive: boolean): PublisherScope | undefined {
  const { location } = useNavigation();
  const username = writerOnPage(location);
  const { data } = useQuery(SCOPE_WRITER_QUERY, {
    variables: { username: username ?? '' },
    skip: !username || !isActive,
    fetchPolicy: 'cache-first',
  });
  const user = data?.user.__typename === 'User' ? data.user : null;
  return user ? { kind: 'user', id: user.id, name: user.name, username: user.username } : undefined;
}
