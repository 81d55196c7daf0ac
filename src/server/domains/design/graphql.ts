/**
 * Designs: a writer's or a publication's custom style sheet (colours checked
 * for WCAG AA contrast, fonts from four fixed sets), stored per publisher and
 * read by their pages as CSS custom properties (decision 032).
 */
/** The design domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { designResolvers } from './design.resolvers';
