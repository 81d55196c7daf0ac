/** The reading domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { readingResolvers } from './reading.resolvers';
