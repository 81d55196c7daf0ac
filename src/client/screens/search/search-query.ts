import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { STORY_CARD_FIELDS } from '@client/features/posts/story-list-item';
import type {
  SearchScreenQuery,
  SearchScreenQueryVariables,
} from '@client/graphql/generated/operations';

/** One page of one tab: the same story cards as the feeds, in one request. */
export const SEARCH_SCREEN_QUERY: TypedDocumentNode<SearchScreenQuery, SearchScreenQueryVariables> =
  gql`
    query SearchScreen($query: String!, $tab: SearchTab!, $page: Int!, $username: String) {
      search(query: $query, tab: $tab, page: $page, username: $username) {
        query
        tab
        page
        hasNextPage
        suggestion
        scopedTo {
          id
          name
          username
        }
        stories {
          ...StoryCardFields
        }
        people {
          id
          name
          username
          bio
        }
        publications {
          id
          name
          slug
          description
        }
        tags {
          tagSlug
          displayText
          postCount
          followerCount
        }
      }
    }
    ${STORY_CARD_FIELDS}
  `;
