import type { Database } from '@server/db/client';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { findPublicationBySlug } from '../publications';
import { createPostgresSearchIndex } from './postgres-search-index';
import { requireSearchTurn } from './search-limit';
import { searchResultsPage } from './search-results';
import { findListedWriter } from './scoped-writer';
import { findTagPage } from './tag-page';

/** The publication a scoped search names; a deleted one scopes nothing (the page answers 404). */
async function findLivePublication(db: Database, slug: string) {
  const row = await findPublicationBySlug(db, slug.slice(0, 100));
  return row && !row.deletedAt ? row : null;
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, args, ctx) => {
      await requireSearchTurn(ctx.db, ctx.request.ip);
      return searchResultsPage({
        scopedTo: args.username
          ? await findListedWriter(ctx.db, args.username, ctx.viewer?.id ?? null)
          : null,
        scopedToPublication: args.collectionSlug
          ? await findLivePublication(ctx.db, args.collectionSlug)
          : null,
        db: ctx.db,
        index: createPostgresSearchIndex(ctx.db),
        loaders: ctx.loaders,
        viewerId: ctx.viewer?.id ?? null,
        query: args.query,
        tab: args.tab ?? 'STORIES',
        page: args.page ?? 1,
      });
    },
    tagPage: (_parent, args, ctx) =>
      findTagPage({
        db: ctx.db,
        slug: args.slug.slice(0, 100),
        viewerId: ctx.viewer?.id ?? null,
        page: args.page ?? 1,
      }),
  },
};
