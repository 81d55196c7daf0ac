import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { STORY_CARD_FIELDS } from '@client/features/posts/story-list-item';
import { TOPIC_CARD_FIELDS } from '@client/features/topics/topic-operations';
import type {
  TopicScreenQuery,
  TopicScreenQueryVariables,
  TopicsScreenQuery,
  TrendingScreenQuery,
  TrendingScreenQueryVariables,
} from '@client/graphql/generated/operations';

export const TOPICS_SCREEN_QUERY: TypedDocumentNode<TopicsScreenQuery> = gql`
  query TopicsScreen {
    viewer {
      id
      isStaff
    }
    topics {
      ...TopicCardFields
    }
  }
  ${TOPIC_CARD_FIELDS}
`;

export const TOPIC_SCREEN_QUERY: TypedDocumentNode<TopicScreenQuery, TopicScreenQueryVariables> =
  gql`
    query TopicScreen($slug: String!, $after: String) {
      topic(slug: $slug) {
        ...TopicCardFields
        tagSlugs
        topStories {
          ...StoryCardFields
        }
        latestStories(first: 10, after: $after) {
          edges {
            cursor
            node {
              ...StoryCardFields
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
    ${TOPIC_CARD_FIELDS}
    ${STORY_CARD_FIELDS}
  `;

export const TRENDING_SCREEN_QUERY: TypedDocumentNode<
  TrendingScreenQuery,
  TrendingScreenQueryVariables
> = gql`
  query TrendingScreen($mode: String!, $topicSlug: String) {
    trending(mode: $mode, topicSlug: $topicSlug) {
      mode
      topic {
        ...TopicCardFields
      }
      stories {
        ...StoryCardFields
      }
    }
    topics {
      id
      slug
      name
    }
  }
  ${TOPIC_CARD_FIELDS}
  ${STORY_CARD_FIELDS}
`;
