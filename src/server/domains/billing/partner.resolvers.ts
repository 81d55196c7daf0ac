import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { appErrorOf } from '@server/lib/app-errors';
import { partnerProgramStatus, submitTaxInfo, viewerEnrollment } from './partner.service';

const partnerContext = (ctx: GraphQLContext) => {
  // @auth on every field below guarantees a viewer.
  const viewer = ctx.viewer!;
  return { db: ctx.db, viewer, taxKey: ctx.config.partnerTaxKey };
};

export const partnerResolvers: Resolvers = {
  Query: {
    partnerProgram: async (_parent, _args, ctx) => {
      const enrollment = await viewerEnrollment(partnerContext(ctx));
      return {
        status: partnerProgramStatus(ctx.viewer!, Boolean(enrollment)),
        isOpen: Boolean(ctx.config.partnerTaxKey),
        enrollment,
      };
    },
  },
  Mutation: {
    submitPartnerTaxInfo: async (_parent, { input }, ctx) => {
      try {
        const row = await submitTaxInfo(partnerContext(ctx), input);
        return { __typename: 'PartnerEnrollment' as const, ...row };
      } catch (error) {
        const known = appErrorOf(error);
        if (known?.code === 'BAD_REQUEST')
          return { __typename: 'BadRequest', message: known.message };
        if (known?.code === 'FORBIDDEN') return { __typename: 'Forbidden', message: known.message };
        throw error;
      }
    },
  },
  PartnerTaxResult: {
    __resolveType: (value) => String((value as { __typename?: string }).__typename) as never,
  },
};
