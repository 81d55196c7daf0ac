/** The design domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { designResolvers } from './design.resolvers';
