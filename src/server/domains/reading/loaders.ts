/** The reading domain's loader face: what the request's loaders are made of (src/server/service-context.ts). */
export { createReadingLoaders } from './reading.loaders';
