/** What the publications domain offers the rest of the server; everything else in this folder is its own. */
export { createPublicationLoaders } from './publications.loaders';
export { publicationMenuResolvers } from './publication-menu.resolvers';
export { publicationPagesResolvers } from './publication-pages.resolvers';
export { publicationsResolvers } from './publications.resolvers';
export { shortformResolvers } from './shortform.resolvers';
export { findPublicationBySlug, isDeletedPublicationSlug } from './publications.service';
export { customDomainsResolvers } from './custom-domains.resolvers';
export { challengeTokenFor, mayServeTls } from './custom-domains.service';
export { newslettersResolvers } from './newsletters.resolvers';
