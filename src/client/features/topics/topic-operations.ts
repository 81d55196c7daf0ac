import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  FollowTopicMutation,
  FollowTopicMutationVariables,
  UnfollowTopicMutation,
  UnfollowTopicMutationVariables,
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
