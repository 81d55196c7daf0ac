import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import type { CollectionRow } from '@server/db/schema/posts';
import type { ShortformRow } from '@server/db/schema/publications';
import { NotFoundError } from '@server/lib/app-errors';
import { emptyConnection } from '@server/lib/keyset';
import { mayChangeShortform, mayInPublication, viewerRoleIn } from '../access';
import {
  createShortform,
  deleteShortform,
  findShortform,
  listShortforms,
  updateShortform,
} from './shortform.service';
import type { ListedShortform } from './shortform.service';

type Ctx = GraphQLContext;

const viewerRole = (collection: CollectionRow | null, ctx: Ctx) =>
  viewerRoleIn(collection, ctx.viewer, (id) => ctx.loaders.viewerMemberRole.load(id));

/** With enable_shortform off there is no shortform: nothing listed, nothing written. */
const isOn = (ctx: Ctx) => ctx.flags.enable_shortform === true;

function requireOn(ctx: Ctx) {
  if (!isOn(ctx)) throw new NotFoundError('Shortform posts are not available.');
}

const fetchOptions = (ctx: Ctx) => ({ allowedHostsForTests: ctx.config.linkPreviewTestHosts });

async function collectionOf(shortform: ShortformRow, ctx: Ctx): Promise<CollectionRow> {
  const collection = await ctx.loaders.collectionById.load(shortform.collectionId);
  if (!collection) throw new NotFoundError('Publication not found.');
  return collection;
}

/**
 * A listed post brings its writer (listShortforms): not through the user
 * loader, so the home's one batch of users is the same whichever list answers
 * first.
 */
const isListed = (shortform: ShortformRow): shortform is ListedShortform => 'creator' in shortform;

/** Shortform posts: the home's list, the editor's one post, and writing them. */
export const shortformResolvers: Resolvers = {
  Query: {
    shortform: async (_, args, ctx) => {
      if (!isOn(ctx)) return null;
      const shortform = await findShortform(ctx.db, args.id.slice(0, 64));
      if (!shortform) return null;
      const collection = await ctx.loaders.collectionById.load(shortform.collectionId);
      return collection && !collection.deletedAt ? shortform : null;
    },
  },
  Mutation: {
    createShortform: (_, args, ctx) => {
      requireOn(ctx);
      return createShortform({
        db: ctx.db,
        viewer: ctx.viewer,
        collectionId: args.collectionId,
        input: args.input,
        fetchOptions: fetchOptions(ctx),
      });
    },
    updateShortform: (_, args, ctx) => {
      requireOn(ctx);
      return updateShortform({
        db: ctx.db,
        viewer: ctx.viewer,
        id: args.id,
        input: args.input,
        fetchOptions: fetchOptions(ctx),
      });
    },
    deleteShortform: (_, args, ctx) => {
      requireOn(ctx);
      return deleteShortform({ db: ctx.db, viewer: ctx.viewer, id: args.id });
    },
  },
  Collection: {
    shortforms: (collection, args, ctx) =>
      isOn(ctx) ? listShortforms(ctx.db, collection.id, args) : emptyConnection(),
    viewerCanWriteShortform: async (collection, _, ctx) =>
      isOn(ctx) && mayInPublication(await viewerRole(collection, ctx), 'writeShortform'),
  },
  Shortform: {
    collection: (shortform, _, ctx) => collectionOf(shortform, ctx),
    creator: async (shortform, _, ctx) => {
      const user = isListed(shortform)
        ? shortform.creator
        : await ctx.loaders.userById.load(shortform.creatorId);
      if (!user) throw new NotFoundError('User not found.');
      return user;
    },
    viewerCanEdit: async (shortform, _, ctx) => {
      const role = await viewerRole(await collectionOf(shortform, ctx), ctx);
      return mayChangeShortform(role, shortform.creatorId === ctx.viewer?.id);
    },
  },
};
