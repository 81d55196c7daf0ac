import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers, SitePageName } from '@server/graphql/generated/resolvers';
import { readSitePage } from './site-pages.service';

export const sitePagesResolvers: Resolvers = {
  Query: {
    sitePage: (_: unknown, args: { name: SitePageName }, ctx: GraphQLContext) =>
      readSitePage({
        dataDir: ctx.config.dataDir,
        siteName: ctx.config.productName,
        name: args.name,
      }),
  },
};
