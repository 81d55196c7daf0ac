/** What the publications domain offers the rest of the server; everything else in this folder is its own. */
export { findPublicationBySlug, isDeletedPublicationSlug } from './publications.service';
export { challengeTokenFor, mayServeTls } from './custom-domains.service';
