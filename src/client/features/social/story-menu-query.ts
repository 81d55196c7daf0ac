import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  StoryMenuTargetsQuery,
  StoryMenuTargetsQueryVariables,
} from '@client/graphql/generated/operations';

/** Who and what a reader can mute, block or report from a story; fetched when its menu opens. */
export const STORY_MENU_TARGETS: TypedDocumentNode<
  StoryMenuTargetsQuery,
  StoryMenuTargetsQueryVariables
> = gql`
  query StoryMenuTargets($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        creator {
          id
          name
          username
          isBlocking
          isMuting
        }
        collection {
          id
          name
          viewerIsEditor
          viewerIsMuting
        }
      }
    }
  }
`;
