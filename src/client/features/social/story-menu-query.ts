import { graphql } from '@client/graphql/generated';

/** Who and what a reader can mute, block or report from a story; fetched when its menu opens. */
export const STORY_MENU_TARGETS = graphql(`
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
`);
