import type { Resolvers } from '../../graphql/generated/resolvers';

/** signInWithGoogleOneTap. */
export const socialResolvers: Resolvers = {};
