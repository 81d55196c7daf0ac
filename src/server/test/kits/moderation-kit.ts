/** GraphQL documents and helpers shared by the moderation tests. */

export const DISMISS = `mutation Dismiss($id: ID!) { dismissUserReport(reportId: $id) { id status reviewedAt } }`;
export const SUSPEND_USER = `mutation SuspendUser($id: ID!) { suspendUser(userId: $id) { id isSuspended } }`;
export const UNSUSPEND_USER = `mutation UnsuspendUser($id: ID!) { unsuspendUser(userId: $id) { id isSuspended } }`;
export const SUSPEND_POST = `mutation SuspendPost($id: ID!, $reportId: ID) { suspendPost(postId: $id, reportId: $reportId) { id isSuspended isLimited } }`;
export const UNSUSPEND_POST = `mutation UnsuspendPost($id: ID!) { unsuspendPost(postId: $id) { id isSuspended isLimited } }`;
export const LIMIT_POST = `mutation LimitPost($id: ID!, $reportId: ID) { limitPost(postId: $id, reportId: $reportId) { id isSuspended isLimited } }`;
export const UNLIMIT_POST = `mutation UnlimitPost($id: ID!) { unlimitPost(postId: $id) { id isSuspended isLimited } }`;

export const QUEUE = `query Queue($status: ReportStatus) {
  userReports(status: $status, first: 50) {
    edges { node { id status reviewedAt targetUser { id } targetRecentStories { id isSuspended isLimited } } }
  }
}`;

export type QueueData = {
  userReports: {
    edges: Array<{
      node: {
        id: string;
        status: string;
        reviewedAt: string | null;
        targetUser: { id: string };
        targetRecentStories: Array<{ id: string; isSuspended: boolean; isLimited: boolean }>;
      };
    }>;
  };
};

type Body = {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

export const errorOf = (body: Body) => ({
  code: body.errors?.[0]?.extensions?.code,
  message: body.errors?.[0]?.message,
});

export { run } from './graphql-kit';
