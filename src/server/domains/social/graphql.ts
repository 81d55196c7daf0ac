/** The social domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { socialGraphResolvers } from './social.resolvers';
