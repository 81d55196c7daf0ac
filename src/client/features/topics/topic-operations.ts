import { graphql } from '@client/graphql/generated';

export const FOLLOW_TOPIC = graphql(`
  mutation FollowTopic($topicId: ID!) {
    followTopic(topicId: $topicId) {
      id
      followerCount
      isFollowing
    }
  }
`);

export const UNFOLLOW_TOPIC = graphql(`
  mutation UnfollowTopic($topicId: ID!) {
    unfollowTopic(topicId: $topicId) {
      id
      followerCount
      isFollowing
    }
  }
`);

export const VIEWER_FOLLOWED_TOPICS = graphql(`
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
`);

export const SAVE_TOPIC = graphql(`
  mutation SaveTopic($input: SaveTopicInput!) {
    saveTopic(input: $input) {
      ...TopicCardFields
    }
  }
`);
