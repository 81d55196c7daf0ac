import { useQuery } from '@apollo/client/react';
import { useNavigation } from '@client/app/navigation-context';
import { graphql } from '@client/graphql/generated';
import { routeMatcher } from '@shared/routing/matcher';
import type { PublisherScope } from './predictive-request';

const SCOPE_PUBLISHER_QUERY = graphql(`
  query SearchScopePublisher(
    $username: String!
    $collectionSlug: String!
    $isWriter: Boolean!
    $isPublication: Boolean!
  ) {
    user(username: $username) @include(if: $isWriter) {
      __typename
      ... on User {
        id
        name
        username
      }
    }
    collectionBySlug(slug: $collectionSlug) @include(if: $isPublication) {
      id
      name
      slug
    }
  }
`);

type PageOwner = { kind: 'user'; username: string } | { kind: 'collection'; slug: string };

/** Whose pages are on show: a writer's (/@{username}…) or a publication's (/{slug}…). */
export function publisherOnPage(location: string): PageOwner | null {
  const pathname = location.split(/[?#]/)[0] ?? '';
  const match = routeMatcher.match(pathname);
  if (!match) return null;
  if (match.params.username) return { kind: 'user', username: match.params.username };
  if (match.route.table === 'collection' && match.params.collectionSlug) {
    return { kind: 'collection', slug: match.params.collectionSlug };
  }
  return null;
}

/**
 * On a writer's or a publication's pages predictive search is scoped to them
 * (spec §2.7). Asked only once the reader opens the search, usually from the
 * page's own cache.
 */
export function usePublisherScope(isActive: boolean): PublisherScope | undefined {
  const { location } = useNavigation();
  const owner = publisherOnPage(location);
  const { data } = useQuery(SCOPE_PUBLISHER_QUERY, {
    variables: {
      username: owner?.kind === 'user' ? owner.username : '',
      collectionSlug: owner?.kind === 'collection' ? owner.slug : '',
      isWriter: owner?.kind === 'user',
      isPublication: owner?.kind === 'collection',
    },
    skip: !owner || !isActive,
    fetchPolicy: 'cache-first',
  });
  if (owner?.kind === 'user') {
    const user = data?.user?.__typename === 'User' ? data.user : null;
    return user
      ? { kind: 'user', id: user.id, name: user.name, username: user.username }
      : undefined;
  }
  const publication = owner?.kind === 'collection' ? data?.collectionBySlug : null;
  return publication
    ? {
        kind: 'collection',
        id: publication.id,
        name: publication.name,
        collectionSlug: publication.slug,
      }
    : undefined;
}
