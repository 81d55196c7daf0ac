/** The publications domain's loader face: what the request's loaders are made of (src/server/service-context.ts). */
export { createPublicationLoaders } from './publications.loaders';
