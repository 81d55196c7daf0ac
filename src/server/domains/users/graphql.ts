/** The users domain's GraphQL face: its resolvers, for the schema's assembly alone (src/server/graphql/schema.ts). */
export { profileEditingResolvers } from './profile-editing.resolvers';
export { usersResolvers } from './users.resolvers';
