/** The notification-emails domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { notificationEmailsResolvers } from './notification-emails.resolvers';
