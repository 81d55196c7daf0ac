import type { Resolvers } from '../../graphql/generated/resolvers';

/** Notifications: the bell's count, the list, and marking them seen. */
export const notificationsResolvers: Resolvers = {
  Query: {
    notificationStatus: () => ({ unreadNotificationCount: 0 }),
    notificationsConnection: () => ({ notifications: [], pagingInfo: { next: null } }),
  },
  Mutation: {
    updateActivityLastViewed: () => true,
  },
  Notification: {
    notificationType: (n) => (n.isRollup ? `${n.type}_rollup` : n.type),
    actor: () => null,
    collection: () => null,
    post: () => null,
    responsePost: () => null,
    note: () => null,
    noteReply: () => null,
    quote: () => null,
    milestoneArg: (n) => n.milestone,
    rollupItems: (n) => (n.isRollup ? n.actorIds.map((actorId) => ({ actorId })) : []),
    rollupOthersCount: (n) => (n.isRollup ? Math.max(0, n.actorCount - 1) : 0),
  },
  NotificationRollupItem: {
    actor: () => null,
  },
};
