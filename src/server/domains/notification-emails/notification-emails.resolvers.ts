import type { Resolvers } from '../../graphql/generated/resolvers';

/** Which notifications also arrive by e-mail, and unsubscribing from them. */
export const notificationEmailsResolvers: Resolvers = {};
