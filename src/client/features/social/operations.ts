import { graphql } from '@client/graphql/generated';

export const FOLLOW_USER = graphql(`
  mutation FollowUser($targetUserId: ID!) {
    followUser(targetUserId: $targetUserId) {
      id
      isFollowing
    }
  }
`);

export const UNFOLLOW_USER = graphql(`
  mutation UnfollowUser($targetUserId: ID!) {
    unfollowUser(targetUserId: $targetUserId) {
      id
      isFollowing
    }
  }
`);

export const BLOCK_USER = graphql(`
  mutation BlockUser($userId: ID!, $targetUserId: ID!) {
    blockUser(userId: $userId, targetUserId: $targetUserId) {
      id
      isBlocking
      isFollowing
      followerCount
      followingCount
    }
  }
`);

export const UNBLOCK_USER = graphql(`
  mutation UnblockUser($userId: ID!, $targetUserId: ID!) {
    unblockUser(userId: $userId, targetUserId: $targetUserId) {
      id
      isBlocking
    }
  }
`);

export const REPORT_USER = graphql(`
  mutation ReportUser(
    $userId: ID!
    $targetUserId: ID!
    $alsoBlockUser: Boolean!
    $reason: ReportReason
    $note: String
  ) {
    reportAndMaybeBlockUser(
      userId: $userId
      targetUserId: $targetUserId
      alsoBlockUser: $alsoBlockUser
      reason: $reason
      note: $note
    ) {
      report {
        id
      }
      user {
        id
        isBlocking
        isFollowing
        followerCount
        followingCount
      }
    }
  }
`);

export const MUTE_USER = graphql(`
  mutation MuteUser($targetUserId: ID!) {
    muteUser(targetUserId: $targetUserId) {
      id
      name
      isMuting
    }
  }
`);

export const UNMUTE_USER = graphql(`
  mutation UnmuteUser($targetUserId: ID!) {
    unmuteUser(targetUserId: $targetUserId) {
      id
      name
      isMuting
    }
  }
`);

export const MUTE_COLLECTION = graphql(`
  mutation MuteCollection($targetCollectionId: ID!) {
    muteCollection(targetCollectionId: $targetCollectionId) {
      id
      name
      viewerIsMuting
    }
  }
`);

export const UNMUTE_COLLECTION = graphql(`
  mutation UnmuteCollection($targetCollectionId: ID!) {
    unmuteCollection(targetCollectionId: $targetCollectionId) {
      id
      name
      viewerIsMuting
    }
  }
`);
