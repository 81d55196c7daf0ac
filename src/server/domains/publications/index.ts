/** What the publications domain offers the rest of the server; everything else in this folder is its own. */
export { createPublicationLoaders } from './publications.loaders';
export { publicationsResolvers } from './publications.resolvers';
export { findPublicationBySlug, isDeletedPublicationSlug } from './publications.service';
