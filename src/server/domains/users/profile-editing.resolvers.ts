import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { UnauthorizedError } from '@server/graphql/errors';
import {
  changeUsername,
  updateProfile,
  updateProfileImage,
  usernameAvailability,
} from './profile-editing.service';

/** The @auth rule runs first; this only narrows the type. */
function viewerOf(ctx: GraphQLContext) {
  if (!ctx.viewer) throw new UnauthorizedError('You must be signed in.');
  return ctx.viewer;
}

/** A person edits their own profile: every change applies to the viewer and nobody else. */
export const profileEditingResolvers: Resolvers = {
  Query: {
    usernameAvailability: (_parent, args, ctx) =>
      usernameAvailability({ db: ctx.db, viewer: viewerOf(ctx), username: args.username }),
  },
  Mutation: {
    updateProfile: (_parent, args, ctx) =>
      updateProfile({ db: ctx.db, viewer: viewerOf(ctx), name: args.name, bio: args.bio }),
    updateProfileImage: (_parent, args, ctx) =>
      updateProfileImage({ db: ctx.db, viewer: viewerOf(ctx), imageId: args.imageId ?? null }),
    changeUsername: (_parent, args, ctx) =>
      changeUsername({ db: ctx.db, viewer: viewerOf(ctx), username: args.username }),
  },
  UpdateProfileResult: {
    __resolveType: (value) =>
      '__typename' in value && value.__typename === 'ProfileFieldError'
        ? 'ProfileFieldError'
        : 'User',
  },
};
