import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { appErrorOf } from '@server/lib/app-errors';
import { partnerEarningsByMonth, partnerStatement } from './partner-earnings.service';
import type { MonthEarnings } from './partner-earnings.service';
import { partnerProgramStatus, submitTaxInfo, viewerEnrollment } from './partner.service';
import { payoutsOf } from './partner-payouts.service';
import { taxDeadline } from './tax-reminders';

const TAX_STATUS_NAMES = {
  missing: 'MISSING',
  submitted: 'SUBMITTED',
  failed: 'NOT_VERIFIED',
} as const;

const PAYOUT_STATUS_NAMES = { due: 'DUE', held: 'HELD', paid: 'PAID' } as const;

const partnerContext = (ctx: GraphQLContext) => {
  // @auth on every field below guarantees a viewer.
  const viewer = ctx.viewer!;
  return { db: ctx.db, viewer, taxKey: ctx.config.partnerTaxKey };
};

const earningsContext = (ctx: GraphQLContext) => ({
  db: ctx.db,
  viewer: ctx.viewer!,
  currency: ctx.config.billing.currency,
  platformShareBasisPoints: ctx.config.partnerPlatformShareBasisPoints,
});

/**
 * Each month with its payout once closed, and each story's post through the
 * request's loader (a story gone since is left out). The months' payouts come
 * in one query.
 */
async function withPayoutsAndPosts(months: readonly MonthEarnings[], ctx: GraphQLContext) {
  const payouts = await payoutsOf(
    ctx.db,
    ctx.viewer!.id,
    months.map((month) => `${month.month}-01`),
  );
  return Promise.all(
    months.map(async (month) => ({
      ...(await withPosts(month, ctx)),
      payout: payouts.get(`${month.month}-01`) ?? null,
    })),
  );
}

async function withPosts(earnings: MonthEarnings, ctx: GraphQLContext) {
  const posts = await Promise.all(
    earnings.stories.map((story) => ctx.loaders.postById.load(story.postId)),
  );
  const stories = earnings.stories.flatMap((story, index) => {
    const post = posts[index];
    return post ? [{ ...story, post }] : [];
  });
  return { ...earnings, stories };
}

export const partnerResolvers: Resolvers = {
  Query: {
    partnerProgram: async (_parent, _args, ctx) => {
      const enrollment = await viewerEnrollment(partnerContext(ctx));
      return {
        status: partnerProgramStatus(ctx.viewer!, Boolean(enrollment)),
        isOpen: Boolean(ctx.config.partnerTaxKey),
        enrollment,
        currency: ctx.config.billing.currency,
        taxEarningLimit: ctx.config.partnerTax.earningLimit,
      };
    },
  },
  PartnerEnrollment: {
    taxStatus: (enrollment) => TAX_STATUS_NAMES[enrollment.taxStatus],
    taxDeadline: (enrollment, _args, ctx) =>
      enrollment.taxStatus === 'submitted'
        ? null
        : taxDeadline(enrollment.taxStatusSince, ctx.config.partnerTax),
  },
  PartnerPayout: {
    status: (payout) => PAYOUT_STATUS_NAMES[payout.status],
  },
  PartnerProgram: {
    earnings: async (program, _args, ctx) => {
      if (program.status !== 'ENROLLED') return null;
      const months = await partnerEarningsByMonth(earningsContext(ctx), ctx.viewer!.id);
      return withPayoutsAndPosts(months, ctx);
    },
    statement: async (program, { month }, ctx) => {
      if (program.status !== 'ENROLLED') return null;
      const statement = await partnerStatement(earningsContext(ctx), ctx.viewer!.id, month);
      const [withPayout] = await withPayoutsAndPosts([statement], ctx);
      return withPayout!;
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
        if (known?.code === 'TOO_MANY_REQUESTS')
          return { __typename: 'TooManyRequests', message: known.message };
        throw error;
      }
    },
  },
  PartnerTaxResult: {
    __resolveType: (value) => String((value as { __typename?: string }).__typename) as never,
  },
};
