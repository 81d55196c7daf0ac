import type { Resolvers } from '../../graphql/generated/resolvers';

/** Notifications: the bell's count, the list, and marking them seen. */
export const notificationsResolvers: Resolvers = {};
