/** The billing domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { billingResolvers } from './billing.resolvers';
export { partnerResolvers } from './partner.resolvers';
