import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  DismissUserReportMutation,
  DismissUserReportMutationVariables,
  LimitPostMutation,
  LimitPostMutationVariables,
  SuspendPostMutation,
  SuspendPostMutationVariables,
  SuspendUserMutation,
  SuspendUserMutationVariables,
  UnlimitPostMutation,
  UnlimitPostMutationVariables,
  UnsuspendPostMutation,
  UnsuspendPostMutationVariables,
  UnsuspendUserMutation,
  UnsuspendUserMutationVariables,
} from '@client/graphql/generated/operations';

/** Staff moderation mutations; the report queue refetches after each. */

export const DISMISS_USER_REPORT: TypedDocumentNode<
  DismissUserReportMutation,
  DismissUserReportMutationVariables
> = gql`
  mutation DismissUserReport($reportId: ID!) {
    dismissUserReport(reportId: $reportId) {
      id
      status
    }
  }
`;

export const SUSPEND_USER: TypedDocumentNode<SuspendUserMutation, SuspendUserMutationVariables> =
  gql`
    mutation SuspendUser($userId: ID!) {
      suspendUser(userId: $userId) {
        id
        isSuspended
      }
    }
  `;

export const UNSUSPEND_USER: TypedDocumentNode<
  UnsuspendUserMutation,
  UnsuspendUserMutationVariables
> = gql`
  mutation UnsuspendUser($userId: ID!) {
    unsuspendUser(userId: $userId) {
      id
      isSuspended
    }
  }
`;

export const SUSPEND_POST: TypedDocumentNode<SuspendPostMutation, SuspendPostMutationVariables> =
  gql`
    mutation SuspendPost($postId: ID!, $reportId: ID) {
      suspendPost(postId: $postId, reportId: $reportId) {
        id
        isSuspended
        isLimited
      }
    }
  `;

export const UNSUSPEND_POST: TypedDocumentNode<
  UnsuspendPostMutation,
  UnsuspendPostMutationVariables
> = gql`
  mutation UnsuspendPost($postId: ID!) {
    unsuspendPost(postId: $postId) {
      id
      isSuspended
      isLimited
    }
  }
`;

export const LIMIT_POST: TypedDocumentNode<LimitPostMutation, LimitPostMutationVariables> = gql`
  mutation LimitPost($postId: ID!, $reportId: ID) {
    limitPost(postId: $postId, reportId: $reportId) {
      id
      isSuspended
      isLimited
    }
  }
`;

export const UNLIMIT_POST: TypedDocumentNode<UnlimitPostMutation, UnlimitPostMutationVariables> =
  gql`
    mutation UnlimitPost($postId: ID!) {
      unlimitPost(postId: $postId) {
        id
        isSuspended
        isLimited
      }
    }
  `;
