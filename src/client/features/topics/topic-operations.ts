import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  FollowTopicMutation,
  FollowTopicMutationVariables,
  SaveTopicMutation,
  SaveTopicMutationVariables,
  UnfollowTopicMutation,
  UnfollowTopicMutationVariables,
  ViewerFollowedTopicsQuery,
  ViewerFollowedTopicsQueryVariables,
} from '@client/graphql/generated/operations';

/** What a topic's row or header shows; its follow state comes back from either mutation. */
export const TOPIC_CARD_FIELDS = gql`
  fragment TopicCardFields on Topic {
    id
    slug
    name
    description
    visibility
    followerCount
    isFollowing
  }
`;

export const FOLLOW_TOPIC: TypedDocumentNode<FollowTopicMutation, FollowTopicMutationVariables> =
  gql`
    mutation FollowTopic($topicId: ID!) {
      followTopic(topicId: $topicId) {
        id
        followerCount
        isFollowing
      }
    }
  `;

export const UNFOLLOW_TOPIC: TypedDocumentNode<
  UnfollowTopicMutation,
  UnfollowTopicMutationVariables
> = gql`
  mutation UnfollowTopic($topicId: ID!) {
    unfollowTopic(topicId: $topicId) {
      id
      followerCount
      isFollowing
    }
  }
`;

export const VIEWER_FOLLOWED_TOPICS: TypedDocumentNode<
  ViewerFollowedTopicsQuery,
  ViewerFollowedTopicsQueryVariables
> = gql`
  query ViewerFollowedTopics($after: String) {
    viewer {
      id
      followedTopics(first: 20, after: $after) {
        edges {
          cursor
          node {
            ...TopicCardFields
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
`;

export const SAVE_TOPIC: TypedDocumentNode<SaveTopicMutation, SaveTopicMutationVariables> = gql`
  mutation SaveTopic($input: SaveTopicInput!) {
    saveTopic(input: $input) {
      ...TopicCardFields
    }
  }
  ${TOPIC_CARD_FIELDS}
`;
