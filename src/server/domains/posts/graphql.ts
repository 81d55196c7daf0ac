/** The posts domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { postsResolvers } from './posts.resolvers';
