import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { checkoutSessions } from '@server/db/schema/billing';
import { BadRequestError } from '@server/lib/app-errors';
import type { BillingContext } from './billing-setup';
import { completeGiftCheckout } from './gifts.service';
import { applyEvents } from './membership.service';
import { providerEventsOf } from './stripe-events';
import { stripeClient } from './stripe-provider';

const INVALID_SIGNATURE = 'Invalid webhook signature.';
const NOT_CONFIGURED = 'Stripe is not configured.';

/**
 * A webhook from Stripe: its signature is checked with the signing secret
 * (Stripe's scheme, through the official package, which also refuses old
 * timestamps), then its provider events are applied. A forged body fails the
 * check and changes nothing; a replayed event finds its id already applied.
 */
export async function handleStripeWebhook(
  ctx: BillingContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; applied: number; ignored: string[] }> {
  const stripe = ctx.billing.stripe;
  if (!stripe) throw new BadRequestError(NOT_CONFIGURED);
  let event: Stripe.Event;
  try {
    event = stripeClient(stripe).webhooks.constructEvent(
      rawBody,
      signature ?? '',
      stripe.webhookSecret,
    );
  } catch {
    throw new BadRequestError(INVALID_SIGNATURE);
  }
  const events = providerEventsOf(event);
  // An event for an account this site does not have is answered 200 all the same:
  // Stripe would retry it for three days. The route warns with its id.
  const ignored = await applyEvents(ctx.db, 'stripe', events);
  for (const applied of events) {
    if (applied.type !== 'checkout.completed') continue;
    const [session] = await ctx.db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.provider, 'stripe'),
          eq(checkoutSessions.providerSessionId, applied.checkoutId),
        ),
      );
    if (session) await completeGiftCheckout(ctx, session);
  }
  return { received: true, applied: events.length - ignored.length, ignored };
}
