/** The embeds domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { embedsResolvers } from './embeds.resolvers';
