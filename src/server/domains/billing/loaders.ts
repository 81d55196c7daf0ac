/** The billing domain's loader face: what the request's loaders are made of (src/server/service-context.ts). */
export { createBillingLoaders } from './billing.loaders';
