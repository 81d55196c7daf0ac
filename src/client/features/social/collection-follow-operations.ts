import { graphql } from '@client/graphql/generated';

export const FOLLOW_COLLECTION = graphql(`
  mutation FollowCollection($targetCollectionId: ID!) {
    followCollection(targetCollectionId: $targetCollectionId) {
      id
      followerCount
      viewerIsFollowing
    }
  }
`);

export const UNFOLLOW_COLLECTION = graphql(`
  mutation UnfollowCollection($targetCollectionId: ID!) {
    unfollowCollection(targetCollectionId: $targetCollectionId) {
      id
      followerCount
      viewerIsFollowing
    }
  }
`);
