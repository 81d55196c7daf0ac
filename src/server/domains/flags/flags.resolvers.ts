import { z } from 'zod';
import { FLAG_NAMES } from '@shared/flags';
import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { BadRequestError } from '@server/lib/app-errors';
import { listFlags } from './flags.service';

const setFlagInput = z.object({
  name: z.enum(FLAG_NAMES as [string, ...string[]]),
  value: z.union([z.boolean(), z.string().max(200)]),
});

export const flagsResolvers: Resolvers = {
  Query: {
    variantFlags: (_: unknown, __: unknown, ctx: GraphQLContext) => listFlags(ctx.flags),
  },
  Mutation: {
    setVariantFlag: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const parsed = setFlagInput.safeParse(args);
      if (!parsed.success) throw new BadRequestError('Unknown flag name or invalid value.');
      const { name, value } = parsed.data;
      await ctx.flagStore.setOverride(name as (typeof FLAG_NAMES)[number], value);
      const flags = await ctx.flagStore.getAll();
      return { name, value: flags[name as (typeof FLAG_NAMES)[number]] };
    },
  },
};
