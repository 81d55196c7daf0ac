import { and, eq } from 'drizzle-orm';
import { charges, membershipGifts } from '@server/db/schema/billing';
import type { CheckoutSessionRow, MembershipGiftRow } from '@server/db/schema/billing';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { newId, newToken } from '@server/lib/ids';
import { giftMembershipMail } from '@server/mail/templates/gift-membership';
import { periodEnd } from '@shared/billing/plans';
import { requireViewer } from '../access';
import { hitLimit, requesterKey } from '../auth';
import { applyProviderEvent } from './apply-event';
import type { BillingContext } from './billing-setup';
import { BILLING_TEXTS } from './billing.texts';
import { activeMembership } from './membership.service';

/** Gift memberships are granted by Quire itself, recorded like any provider's events. */
const GIFT_PROVIDER = 'gift';

const PLAN_NAMES = { monthly: 'one month', yearly: 'one year' } as const;

const redeemLink = (publicUrl: string, code: string) =>
  `${publicUrl}/gift-checkout?redeem=${encodeURIComponent(code)}`;

/**
 * After a gift's payment went through: the gift (once per charge) and its
 * mail to the recipient with the redeem link.
 */
export async function completeGiftCheckout(
  ctx: BillingContext,
  session: CheckoutSessionRow,
): Promise<MembershipGiftRow | null> {
  if (session.kind !== 'gift' || !session.recipientEmail) return null;
  const [charge] = await ctx.db
    .select()
    .from(charges)
    .where(and(eq(charges.checkoutId, session.id), eq(charges.kind, 'gift')));
  if (!charge) return null;
  const [gift] = await ctx.db
    .insert(membershipGifts)
    .values({
      id: newId(),
      redeemCode: newToken(24),
      buyerId: session.userId,
      recipientEmail: session.recipientEmail,
      plan: session.plan,
      chargeId: charge.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!gift) return null;
  const buyerName = ctx.viewer?.id === session.userId ? ctx.viewer.name : 'Someone';
  await ctx.billing.mailer.send(
    giftMembershipMail({
      to: gift.recipientEmail,
      productName: ctx.billing.productName,
      buyerName,
      planName: PLAN_NAMES[gift.plan],
      link: redeemLink(ctx.billing.publicUrl, gift.redeemCode),
    }),
  );
  return gift;
}

/** A gift by its code, for the redeem page; null when there is none. */
export async function giftByCode(
  ctx: Pick<BillingContext, 'db'>,
  code: string,
): Promise<MembershipGiftRow | null> {
  const [gift] = await ctx.db
    .select()
    .from(membershipGifts)
    .where(eq(membershipGifts.redeemCode, code.slice(0, 100)));
  return gift ?? null;
}

/** Gift links one reader, and one address, may try per hour: a code is not to be guessed. */
const GIFT_ATTEMPTS = {
  perReader: { max: 10, windowMs: 60 * 60 * 1000 },
  perAddress: { max: 30, windowMs: 60 * 60 * 1000 },
};

async function requireGiftAttempt(ctx: BillingContext, readerId: string, ip: string) {
  for (const [key, limit] of [
    [`gift-redeem:${readerId}`, GIFT_ATTEMPTS.perReader],
    [`gift-redeem-ip:${requesterKey(ip)}`, GIFT_ATTEMPTS.perAddress],
  ] as const) {
    if (!(await hitLimit({ db: ctx.db, key, limit })).isAllowed)
      throw new BadRequestError(BILLING_TEXTS.tooManyGiftAttempts);
  }
}

/** The signed-in reader takes the gift: a membership for its period, once. */
export async function redeemGift(
  ctx: BillingContext,
  args: { code: string; ip: string },
): Promise<void> {
  const { code } = args;
  const viewer = requireViewer(ctx.viewer);
  await requireGiftAttempt(ctx, viewer.id, args.ip);
  await inTransaction(ctx.db, async (tx) => {
    const [gift] = await tx
      .select()
      .from(membershipGifts)
      .where(eq(membershipGifts.redeemCode, code.slice(0, 100)))
      .for('update');
    if (!gift) throw new NotFoundError(BILLING_TEXTS.giftNotFound);
    if (gift.redeemedAt) throw new BadRequestError(BILLING_TEXTS.giftRedeemed);
    if (await activeMembership(tx, viewer.id))
      throw new BadRequestError(BILLING_TEXTS.alreadyMember);
    const now = new Date();
    await tx
      .update(membershipGifts)
      .set({ redeemedAt: now, redeemedBy: viewer.id })
      .where(eq(membershipGifts.id, gift.id));
    await applyProviderEvent(tx, GIFT_PROVIDER, {
      id: `gift_${gift.id}_redeemed`,
      occurredAt: now,
      type: 'subscription.updated',
      subscription: {
        subscriptionId: `gift_${gift.id}`,
        customerId: null,
        userId: viewer.id,
        plan: 'gift',
        status: 'active',
        currentPeriodEnd: periodEnd(gift.plan, now),
        // A gift does not renew: it ends when its period does.
        cancelAtPeriodEnd: true,
        card: null,
      },
    });
  });
}
