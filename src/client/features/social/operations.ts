import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  BlockUserMutation,
  BlockUserMutationVariables,
  FollowUserMutation,
  FollowUserMutationVariables,
  MuteCollectionMutation,
  MuteCollectionMutationVariables,
  MuteUserMutation,
  MuteUserMutationVariables,
  ReportUserMutation,
  ReportUserMutationVariables,
  UnblockUserMutation,
  UnblockUserMutationVariables,
  UnfollowUserMutation,
  UnfollowUserMutationVariables,
  UnmuteCollectionMutation,
  UnmuteCollectionMutationVariables,
  UnmuteUserMutation,
  UnmuteUserMutationVariables,
} from '@client/graphql/generated/operations';

export const FOLLOW_USER: TypedDocumentNode<FollowUserMutation, FollowUserMutationVariables> = gql`
  mutation FollowUser($targetUserId: ID!) {
    followUser(targetUserId: $targetUserId) {
      id
      isFollowing
    }
  }
`;

export const UNFOLLOW_USER: TypedDocumentNode<UnfollowUserMutation, UnfollowUserMutationVariables> =
  gql`
    mutation UnfollowUser($targetUserId: ID!) {
      unfollowUser(targetUserId: $targetUserId) {
        id
        isFollowing
      }
    }
  `;

export const BLOCK_USER: TypedDocumentNode<BlockUserMutation, BlockUserMutationVariables> = gql`
  mutation BlockUser($userId: ID!, $targetUserId: ID!) {
    blockUser(userId: $userId, targetUserId: $targetUserId) {
      id
      isBlocking
      isFollowing
      followerCount
      followingCount
    }
  }
`;

export const UNBLOCK_USER: TypedDocumentNode<UnblockUserMutation, UnblockUserMutationVariables> =
  gql`
    mutation UnblockUser($userId: ID!, $targetUserId: ID!) {
      unblockUser(userId: $userId, targetUserId: $targetUserId) {
        id
        isBlocking
      }
    }
  `;

export const REPORT_USER: TypedDocumentNode<ReportUserMutation, ReportUserMutationVariables> = gql`
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
`;

export const MUTE_USER: TypedDocumentNode<MuteUserMutation, MuteUserMutationVariables> = gql`
  mutation MuteUser($targetUserId: ID!) {
    muteUser(targetUserId: $targetUserId) {
      id
      name
      isMuting
    }
  }
`;

export const UNMUTE_USER: TypedDocumentNode<UnmuteUserMutation, UnmuteUserMutationVariables> = gql`
  mutation UnmuteUser($targetUserId: ID!) {
    unmuteUser(targetUserId: $targetUserId) {
      id
      name
      isMuting
    }
  }
`;

export const MUTE_COLLECTION: TypedDocumentNode<
  MuteCollectionMutation,
  MuteCollectionMutationVariables
> = gql`
  mutation MuteCollection($targetCollectionId: ID!) {
    muteCollection(targetCollectionId: $targetCollectionId) {
      id
      name
      viewerIsMuting
    }
  }
`;

export const UNMUTE_COLLECTION: TypedDocumentNode<
  UnmuteCollectionMutation,
  UnmuteCollectionMutationVariables
> = gql`
  mutation UnmuteCollection($targetCollectionId: ID!) {
    unmuteCollection(targetCollectionId: $targetCollectionId) {
      id
      name
      viewerIsMuting
    }
  }
`;
