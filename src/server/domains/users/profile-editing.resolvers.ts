import type { Resolvers } from '../../graphql/generated/resolvers';

/** A person edits their own profile: name, bio, picture, username. */
export const profileEditingResolvers: Resolvers = {};
