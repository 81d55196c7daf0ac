import type { CollectionPermission, Resolvers } from '@server/graphql/generated/resolvers';
import { operationsInPublication, viewerRoleIn } from '../access';
import { listNavItems, setNavItems } from './publication-nav';
import { pinStory, unpinStory } from './publication-pins';
import {
  archiveBounds,
  listArchiveMonths,
  listPinnedStories,
  listPublicationStories,
  listPublicationTags,
} from './publication-stories';
import { findPublication } from './publications.service';

/** editSettings → EDIT_SETTINGS: the access room's operations as the schema's enum. */
const asPermission = (operation: string) =>
  operation.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase() as CollectionPermission;

/** The home, about and archive pages' fields, pinning and navigation items. */
export const publicationPagesResolvers: Resolvers = {
  Query: {
    collectionById: async (_, args, ctx) => {
      const collection = await findPublication(ctx.db, args.id.slice(0, 64));
      return collection && !collection.deletedAt ? collection : null;
    },
  },
  Mutation: {
    pinStoryToPublication: (_, args, ctx) =>
      pinStory({ db: ctx.db, viewer: ctx.viewer, postId: args.postId }),
    unpinStoryFromPublication: (_, args, ctx) =>
      unpinStory({ db: ctx.db, viewer: ctx.viewer, postId: args.postId }),
    setPublicationNavItems: (_, args, ctx) =>
      setNavItems({
        db: ctx.db,
        viewer: ctx.viewer,
        collectionId: args.collectionId,
        items: args.items,
      }),
  },
  Collection: {
    permissions: async (collection, _, ctx) => {
      const role = await viewerRoleIn(collection, ctx.viewer, (id) =>
        ctx.loaders.viewerMemberRole.load(id),
      );
      return operationsInPublication(role).map(asPermission);
    },
    isEnrolledInHightower: (collection) => collection.isPartnerProgramEnrolled,
    tags: (collection, args, ctx) =>
      listPublicationTags(ctx.db, ctx.viewer?.id ?? null, collection.id, args.first ?? 10),
    posts: (collection, args, ctx) =>
      listPublicationStories(ctx.db, {
        viewerId: ctx.viewer?.id ?? null,
        collectionId: collection.id,
        page: args,
      }),
    navItems: (collection, _, ctx) => listNavItems(ctx.db, collection),
    pinnedStories: (collection, _, ctx) =>
      listPinnedStories(ctx.db, ctx.viewer?.id ?? null, collection.id),
    latestStories: (collection, args, ctx) =>
      listPublicationStories(ctx.db, {
        viewerId: ctx.viewer?.id ?? null,
        collectionId: collection.id,
        page: args,
        withoutPinned: true,
      }),
    archiveMonths: (collection, _, ctx) =>
      listArchiveMonths(ctx.db, ctx.viewer?.id ?? null, collection.id),
    archiveStories: (collection, args, ctx) => {
      const within = archiveBounds({ year: args.year, month: args.month });
      if (!within) return null;
      return listPublicationStories(ctx.db, {
        viewerId: ctx.viewer?.id ?? null,
        collectionId: collection.id,
        page: args,
        ...(within === 'all' ? {} : { within }),
      });
    },
  },
};
