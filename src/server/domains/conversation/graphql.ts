/** The conversation domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { conversationResolvers } from './conversation.resolvers';
