import type { YourStoriesQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

export const STORIES_PAGE_SIZE = 10;

export const YOUR_STORIES_QUERY = graphql(`
  query YourStories($filter: StoriesFilter!, $first: Int, $after: String) {
    viewerStoryCounts {
      drafts
      public
      unlisted
    }
    viewerStories(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          title
          subtitle
          previewSubtitle
          status
          visibility
          readingTime
          updatedAt
          latestPublishedAt
          scheduledAt
          content {
            paragraphs {
              name
              type
              text
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type YourStoriesData = YourStoriesQuery;
type StoryEdge = YourStoriesQuery['viewerStories']['edges'][number];
export type StoryNode = StoryEdge['node'];

export const UNPUBLISH_STORY_MUTATION = graphql(`
  mutation UnpublishStory($postId: ID!) {
    unpublishPost(postId: $postId) {
      id
      status
      isPublished
    }
  }
`);

export const DELETE_STORY_MUTATION = graphql(`
  mutation DeleteStory($postId: ID!) {
    deletePost(postId: $postId)
  }
`);
