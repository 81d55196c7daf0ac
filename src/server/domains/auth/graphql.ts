/** The auth domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { authResolvers } from './auth.resolvers';
export { socialResolvers } from './social.resolvers';
