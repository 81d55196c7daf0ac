import type { Resolvers } from '@server/graphql/generated/resolvers';
import {
  changeUsername,
  updateProfile,
  updateProfileImage,
  usernameAvailability,
} from './profile-editing.service';
import { requireViewer } from '../access';

/** A person edits their own profile: every change applies to the viewer and nobody else. */
export const profileEditingResolvers: Resolvers = {
  Query: {
    usernameAvailability: (_parent, args, ctx) =>
      usernameAvailability({
        db: ctx.db,
        viewer: requireViewer(ctx.viewer),
        username: args.username,
      }),
  },
  Mutation: {
    updateProfile: (_parent, args, ctx) =>
      updateProfile({
        db: ctx.db,
        viewer: requireViewer(ctx.viewer),
        name: args.name,
        bio: args.bio,
      }),
    updateProfileImage: (_parent, args, ctx) =>
      updateProfileImage({
        db: ctx.db,
        viewer: requireViewer(ctx.viewer),
        imageId: args.imageId ?? null,
      }),
    changeUsername: (_parent, args, ctx) =>
      changeUsername({ db: ctx.db, viewer: requireViewer(ctx.viewer), username: args.username }),
  },
  UpdateProfileResult: {
    __resolveType: (value) =>
      '__typename' in value && value.__typename === 'ProfileFieldError'
        ? 'ProfileFieldError'
        : 'User',
  },
};
