/** The site-pages domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { sitePagesResolvers } from './site-pages.resolvers';
