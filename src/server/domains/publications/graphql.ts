/** The publications domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { publicationMenuResolvers } from './publication-menu.resolvers';
export { publicationPagesResolvers } from './publication-pages.resolvers';
export { publicationsResolvers } from './publications.resolvers';
export { shortformResolvers } from './shortform.resolvers';
export { customDomainsResolvers } from './custom-domains.resolvers';
export { newslettersResolvers } from './newsletters.resolvers';
