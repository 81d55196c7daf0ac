import type { Resolvers } from '@server/graphql/generated/resolvers';
import type { GraphQLContext } from '@server/graphql/context';
import { appErrorOf } from '@server/lib/app-errors';
import { formatMoney } from '@shared/billing/money';
import { mayJoinPartnerProgram, mayViewBillingRecord } from '../access';
import { billingSetupOf, planOffers } from './billing-setup';
import type { BillingContext } from './billing-setup';
import { BILLING_TEXTS } from './billing.texts';
import { listViewerCharges, viewerCharge } from './charges.service';
import { completeGiftCheckout, giftByCode, redeemGift } from './gifts.service';
import {
  payLocalCheckout,
  setCancelled,
  startCheckout,
  updatePaymentMethod,
  viewerCheckout,
  viewerMembership,
} from './membership.service';

const billingContext = (ctx: GraphQLContext): BillingContext => ({
  db: ctx.db,
  viewer: ctx.viewer,
  billing: billingSetupOf(ctx),
});

const typeOf = (value: object) => String((value as { __typename?: string }).__typename);

type Failure =
  | { __typename: 'BadRequest'; message: string }
  | { __typename: 'NotFound'; message: string }
  | { __typename: 'ServiceUnavailable'; message: string };

/**
 * The service's refusals as members of the result union; a provider that
 * does not answer is ServiceUnavailable. Anything else stays an error.
 */
async function asResult<T>(work: () => Promise<T>): Promise<T | Failure> {
  try {
    return await work();
  } catch (error) {
    const known = appErrorOf(error);
    if (known?.code === 'BAD_REQUEST') return { __typename: 'BadRequest', message: known.message };
    if (known?.code === 'NOT_FOUND') return { __typename: 'NotFound', message: known.message };
    if (known) throw error;
    if ((error as { type?: string }).type?.startsWith('Stripe'))
      return { __typename: 'ServiceUnavailable', message: BILLING_TEXTS.providerUnavailable };
    throw error;
  }
}

const asMembership = <T extends object>(row: T) => ({ __typename: 'Membership' as const, ...row });

export const billingResolvers: Resolvers = {
  Query: {
    billingSettings: (_parent, _args, ctx) => {
      const { provider, prices } = billingSetupOf(ctx);
      const plans = planOffers(prices).map((offer) => ({
        ...offer,
        formattedPrice: formatMoney(offer.amount, offer.currency),
      }));
      return { provider: provider.name, testMode: provider.testMode, plans };
    },
    charge: (_parent, args, ctx) => viewerCharge(ctx, args.id),
    checkoutSession: (_parent, args, ctx) => viewerCheckout(billingContext(ctx), args.id),
    gift: async (_parent, args, ctx) => {
      const gift = await giftByCode(ctx, args.code);
      return gift ? { plan: gift.plan, isRedeemed: gift.redeemedAt !== null } : null;
    },
  },
  Mutation: {
    startCheckout: (_parent, args, ctx) =>
      asResult(async () => ({
        __typename: 'CheckoutSession' as const,
        ...(await startCheckout(billingContext(ctx), {
          plan: args.plan,
          kind: args.kind ?? 'membership',
          recipientEmail: args.recipientEmail ?? null,
        })),
      })),
    payCheckout: (_parent, args, ctx) =>
      asResult(async () => {
        const billing = billingContext(ctx);
        const outcome = await payLocalCheckout(billing, {
          sessionId: args.sessionId,
          card: args.card,
        });
        if (outcome.kind === 'declined')
          return { __typename: 'PaymentMethodDeclined' as const, message: outcome.message };
        if (outcome.session.kind === 'gift') await completeGiftCheckout(billing, outcome.session);
        return {
          __typename: 'CheckoutPaid' as const,
          redirectTo: outcome.session.kind === 'gift' ? '/gift-checkout?sent=1' : '/welcome-member',
        };
      }),
    cancelMembership: (_parent, _args, ctx) =>
      asResult(async () => asMembership(await setCancelled(billingContext(ctx), true))),
    resumeMembership: (_parent, _args, ctx) =>
      asResult(async () => asMembership(await setCancelled(billingContext(ctx), false))),
    updatePaymentMethod: (_parent, args, ctx) =>
      asResult(async () => {
        const outcome = await updatePaymentMethod(billingContext(ctx), args.card ?? null);
        if (outcome.kind === 'declined')
          return { __typename: 'PaymentMethodDeclined' as const, message: outcome.message };
        if (outcome.kind === 'portal')
          return { __typename: 'PaymentMethodPortal' as const, url: outcome.url };
        return { __typename: 'PaymentMethodUpdated' as const, membership: outcome.membership };
      }),
    redeemGift: (_parent, args, ctx) =>
      asResult(async () => {
        const billing = billingContext(ctx);
        await redeemGift(billing, { code: args.code, ip: ctx.request.ip });
        return asMembership((await viewerMembership(billing))!);
      }),
  },
  StartCheckoutResult: { __resolveType: typeOf as never },
  PayCheckoutResult: { __resolveType: typeOf as never },
  MembershipChangeResult: { __resolveType: typeOf as never },
  PaymentMethodResult: { __resolveType: typeOf as never },
  Membership: {
    isActive: (membership) => membership.status === 'active',
  },
  Charge: {
    formattedAmount: (charge) => formatMoney(charge.amount, charge.currency),
    membership: (charge, _args, ctx) =>
      charge.providerSubscriptionId
        ? ctx.loaders.membershipBySubscriptionId.load(charge.providerSubscriptionId)
        : null,
  },
  CheckoutSession: {
    formattedAmount: (session) => formatMoney(session.amount, session.currency),
    url: (session) => session.url ?? '',
  },
  User: {
    // Only a person who is not a member now is a past member ("Resume membership").
    hasPastMemberships: (user, _args, ctx) =>
      user.memberAt ? false : ctx.loaders.hasPastMembershipByUserId.load(user.id),
    // An account the program refuses (PERMISSION_DENIED) is never shown as enrolled.
    isPartnerProgramEnrolled: (user, _args, ctx) =>
      mayJoinPartnerProgram(user) ? ctx.loaders.isPartnerEnrolledByUserId.load(user.id) : false,
    membership: (user, _args, ctx) =>
      mayViewBillingRecord(ctx.viewer, { userId: user.id })
        ? viewerMembership(billingContext(ctx))
        : null,
    membershipCharges: (user, args, ctx) =>
      mayViewBillingRecord(ctx.viewer, { userId: user.id }) ? listViewerCharges(ctx, args) : null,
  },
};
