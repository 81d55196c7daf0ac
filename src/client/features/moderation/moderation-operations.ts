import { graphql } from '@client/graphql/generated';

/** Staff moderation mutations; the report queue refetches after each. */

export const DISMISS_USER_REPORT = graphql(`
  mutation DismissUserReport($reportId: ID!) {
    dismissUserReport(reportId: $reportId) {
      id
      status
    }
  }
`);

export const SUSPEND_USER = graphql(`
  mutation SuspendUser($userId: ID!) {
    suspendUser(userId: $userId) {
      id
      isSuspended
    }
  }
`);

export const UNSUSPEND_USER = graphql(`
  mutation UnsuspendUser($userId: ID!) {
    unsuspendUser(userId: $userId) {
      id
      isSuspended
    }
  }
`);

export const SUSPEND_POST = graphql(`
  mutation SuspendPost($postId: ID!, $reportId: ID) {
    suspendPost(postId: $postId, reportId: $reportId) {
      id
      isSuspended
      isLimited
    }
  }
`);

export const UNSUSPEND_POST = graphql(`
  mutation UnsuspendPost($postId: ID!) {
    unsuspendPost(postId: $postId) {
      id
      isSuspended
      isLimited
    }
  }
`);

export const LIMIT_POST = graphql(`
  mutation LimitPost($postId: ID!, $reportId: ID) {
    limitPost(postId: $postId, reportId: $reportId) {
      id
      isSuspended
      isLimited
    }
  }
`);

export const UNLIMIT_POST = graphql(`
  mutation UnlimitPost($postId: ID!) {
    unlimitPost(postId: $postId) {
      id
      isSuspended
      isLimited
    }
  }
`);
