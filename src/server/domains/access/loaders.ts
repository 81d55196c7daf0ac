/** The access domain's loader face: what the request's loaders are made of (src/server/service-context.ts). */
export { createAccessLoaders } from './access.loaders';
export { createReaderMeter } from './reader-meter';
export { createEntityLoaders } from './entity.loaders';
