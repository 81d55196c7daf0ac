import type { NotificationData } from '@client/features/notifications/notifications-operations';

/** A stored notification as the server answers it, for tests; every relation filled in. */
export function buildNotification(
  notificationType: string,
  overrides: Partial<NotificationData> = {},
): NotificationData {
  return {
    __typename: 'Notification',
    id: `n-${notificationType}`,
    notificationType,
    occurredAt: '2026-11-23T11:00:00.000Z',
    isUnread: false,
    actor: {
      __typename: 'User',
      id: 'u1',
      name: 'Ada Lovelace',
      username: 'ada',
      imageId: null,
      mediumMemberAt: null,
    },
    collection: {
      __typename: 'Collection',
      id: 'c1',
      name: 'The Engine Room',
      slug: 'engine-room',
    },
    post: {
      __typename: 'Post',
      id: 'p1',
      title: 'Notes on the Analytical Engine',
      mediumUrl: '/@babbage/notes-on-the-analytical-engine-p1',
    },
    responsePost: null,
    note: null,
    noteReply: null,
    quote: null,
    milestoneArg: null,
    rollupOthersCount: 0,
    ...overrides,
  } as NotificationData;
}
