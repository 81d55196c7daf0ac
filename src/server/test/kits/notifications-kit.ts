import type { Database } from '@server/db/client';
import type { UserRow } from '@server/db/schema/users';
import { buildUser } from '../factories';
import type { Actor, TestApp } from '../test-app';

/** GraphQL documents and helpers shared by the notification tests. */

export const NOTIFICATIONS = `query Notifications($paging: NotificationPagingOptions, $activityType: String) {
  notificationsConnection(pagingOptions: $paging, activityType: $activityType) {
    notifications {
      id notificationType occurredAt isUnread milestoneArg rollupOthersCount
      actor { id name username imageId mediumMemberAt }
      rollupItems { actor { id name } }
      post { id title mediumUrl }
      responsePost { id title mediumUrl }
      collection { id name slug }
      note { id content }
      noteReply { id content }
      quote { id startOffset endOffset quoteParagraphPreview paragraphs { text type } }
    }
    pagingInfo { next { limit page source to } }
  }
}`;

export const STATUS = `query Status { notificationStatus { unreadNotificationCount } }`;
export const VIEWED = `mutation Viewed { updateActivityLastViewed }`;

export interface ListedNotification {
  id: string;
  notificationType: string;
  occurredAt: string;
  isUnread: boolean;
  milestoneArg: number | null;
  rollupOthersCount: number;
  actor: { id: string; name: string } | null;
  rollupItems: Array<{ actor: { id: string; name: string } | null }>;
  post: { id: string; title: string } | null;
  responsePost: { id: string; title: string } | null;
  collection: { id: string; name: string } | null;
  note: { id: string; content: string } | null;
  noteReply: { id: string; content: string } | null;
  quote: {
    id: string;
    startOffset: number;
    endOffset: number;
    quoteParagraphPreview: string;
    paragraphs: Array<{ text: string; type: string }>;
  } | null;
}

export interface NotificationsPage {
  notificationsConnection: {
    notifications: ListedNotification[];
    pagingInfo: { next: { limit: number; page: number; source: string; to: string } | null };
  };
}

export interface Person {
  user: UserRow;
  actor: Actor;
}

export async function person(testApp: TestApp, name?: string): Promise<Person> {
  const user = await buildUser(testApp.database.db, name ? { name } : {});
  return { user, actor: await testApp.signIn(user.id) };
}

export async function listFor(
  testApp: TestApp,
  who: Person,
  variables: Record<string, unknown> = {},
): Promise<ListedNotification[]> {
  const { body } = await testApp.graphql<NotificationsPage>(NOTIFICATIONS, {
    variables,
    as: who.actor,
  });
  if (body.errors) throw new Error(body.errors[0]?.message);
  return body.data?.notificationsConnection.notifications ?? [];
}

export const typesOf = (rows: ListedNotification[]) => rows.map((row) => row.notificationType);

export const dbOf = (testApp: TestApp): Database => testApp.database.db;
