import { graphql } from '@client/graphql/generated';

export const MUTE_SETTINGS_PAGE_SIZE = 20;

/** One tab's list: people with isUsers, publications otherwise. */
export const MUTE_SETTINGS_QUERY = graphql(`
  query MuteSettings($isUsers: Boolean!, $first: Int, $after: String) {
    viewer {
      id
      mutedUsers(first: $first, after: $after) @include(if: $isUsers) {
        edges {
          cursor
          node {
            id
            name
            username
            imageId
            isMuting
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      mutedCollections(first: $first, after: $after) @skip(if: $isUsers) {
        edges {
          cursor
          node {
            id
            name
            slug
            viewerIsMuting
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
