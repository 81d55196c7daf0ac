import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { checkoutSessions, memberships } from '@server/db/schema/billing';
import type { CheckoutSessionRow, MembershipRow } from '@server/db/schema/billing';
import { inTransaction } from '@server/db/transaction';
import type { ServerConfig } from '@server/env';
import { newId } from '@server/lib/ids';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import type { MembershipPlan } from '@shared/billing/plans';
import { isValidEmail } from '@shared/users/email-rule';
import { mayViewBillingRecord, requireViewer } from '../access';
import { hitLimit } from '../auth';
import { applyProviderEvent } from './apply-event';
import type { BillingContext } from './billing-setup';
import { BILLING_TEXTS } from './billing.texts';
import { localCardUpdated, localCheckoutPaid, localPeriodOver } from './local-provider';
import type { ProviderEvent } from './provider-events';
import type { CardInput } from './test-cards';
import { checkTestCard } from './test-cards';

/** Card attempts one reader may make per hour on the local card form. */
const CARD_ATTEMPTS = { max: 20, windowMs: 60 * 60 * 1000 };

/** The reader's membership that is active now, if any. */
export async function activeMembership(
  db: Database,
  userId: string,
): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(desc(memberships.startedAt))
    .limit(1);
  return row ?? null;
}

/** The active membership, else the one that ended last: what the settings page shows. */
export async function viewerMembership(ctx: BillingContext): Promise<MembershipRow | null> {
  if (!ctx.viewer) return null;
  const [row] = await ctx.db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, ctx.viewer.id))
    .orderBy(sql`${memberships.status} = 'active' desc`, desc(memberships.startedAt))
    .limit(1);
  return row ?? null;
}

/** Applies a provider's events in order, in one transaction. */
/** Applies events in one transaction; says which were ignored (see ApplyOutcome). */
export function applyEvents(
  db: Database,
  provider: string,
  events: ProviderEvent[],
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const ignored: string[] = [];
    for (const event of events)
      if ((await applyProviderEvent(tx, provider, event)) === 'ignored') ignored.push(event.id);
    return ignored;
  });
}

export type CheckoutKind = 'membership' | 'gift';

/**
 * Opens a checkout, or continues the one the reader already has open for
 * this plan: a second click never makes a second charge. A member cannot
 * buy a second membership (a gift, yes).
 */
export async function startCheckout(
  ctx: BillingContext,
  args: { plan: MembershipPlan; kind: CheckoutKind; recipientEmail: string | null },
): Promise<CheckoutSessionRow> {
  const viewer = requireViewer(ctx.viewer);
  const { provider, prices, publicUrl } = ctx.billing;
  // A gift goes to one address, by the site's one e-mail rule; a membership to nobody else.
  const recipientEmail = args.kind === 'gift' ? (args.recipientEmail ?? '').trim() : null;
  if (recipientEmail !== null && !isValidEmail(recipientEmail))
    throw new BadRequestError(BILLING_TEXTS.invalidEmail);
  if (args.kind === 'membership') {
    if (await activeMembership(ctx.db, viewer.id))
      throw new BadRequestError(BILLING_TEXTS.alreadyMember);
    const [open] = await ctx.db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.userId, viewer.id),
          eq(checkoutSessions.kind, 'membership'),
          eq(checkoutSessions.plan, args.plan),
          eq(checkoutSessions.status, 'open'),
        ),
      );
    if (open?.url) return open;
  }
  const id = newId();
  const [created] = await ctx.db
    .insert(checkoutSessions)
    .values({
      id,
      userId: viewer.id,
      kind: args.kind,
      plan: args.plan,
      amount: prices.prices[args.plan],
      currency: prices.currency,
      provider: provider.name,
      recipientEmail,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent request opened the same checkout first: continue that one.
  if (!created) return startCheckout(ctx, { ...args, recipientEmail });
  const back = args.kind === 'gift' ? '/gift-checkout' : '/plans';
  const opened = await provider.createCheckout({
    session: created,
    email: viewer.email,
    successUrl: `${publicUrl}${args.kind === 'gift' ? '/gift-checkout?sent=1' : '/welcome-member'}`,
    cancelUrl: `${publicUrl}${back}`,
  });
  const [row] = await ctx.db
    .update(checkoutSessions)
    .set({ providerSessionId: opened.providerSessionId, url: opened.url })
    .where(eq(checkoutSessions.id, id))
    .returning();
  return row ?? created;
}

/** A checkout of the viewer's own; anyone else's is not there. */
export async function viewerCheckout(
  ctx: BillingContext,
  id: string,
): Promise<CheckoutSessionRow | null> {
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id.slice(0, 64)));
  return row && mayViewBillingRecord(ctx.viewer, row) ? row : null;
}

export type PayOutcome =
  | { kind: 'paid'; session: CheckoutSessionRow; events: ProviderEvent[] }
  | { kind: 'declined'; message: string };

async function requireCardAttempt(ctx: BillingContext, userId: string) {
  const limit = await hitLimit({ db: ctx.db, key: `card:${userId}`, limit: CARD_ATTEMPTS });
  if (!limit.isAllowed) return BILLING_TEXTS.tooManyAttempts;
  return null;
}

/**
 * The local provider's card form: the test card is checked and, when it goes
 * through, the checkout's events are applied in the same transaction that
 * closes it (the row is locked, so two submits cannot both pay).
 */
export async function payLocalCheckout(
  ctx: BillingContext,
  args: { sessionId: string; card: CardInput },
): Promise<PayOutcome> {
  const viewer = requireViewer(ctx.viewer);
  if (ctx.billing.provider.name !== 'local')
    throw new BadRequestError(BILLING_TEXTS.checkoutNotFound);
  const tooMany = await requireCardAttempt(ctx, viewer.id);
  if (tooMany) return { kind: 'declined', message: tooMany };
  return inTransaction(ctx.db, async (tx) => {
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, args.sessionId.slice(0, 64)))
      .for('update');
    if (!session || !mayViewBillingRecord(viewer, session))
      throw new NotFoundError(BILLING_TEXTS.checkoutNotFound);
    if (session.status !== 'open') throw new BadRequestError(BILLING_TEXTS.checkoutClosed);
    if (session.kind === 'membership' && (await activeMembership(tx, viewer.id)))
      throw new BadRequestError(BILLING_TEXTS.alreadyMember);
    const check = checkTestCard(args.card);
    if (!check.ok) return { kind: 'declined', message: check.message };
    const events = localCheckoutPaid(session, check.card, new Date());
    for (const event of events) await applyProviderEvent(tx, 'local', event);
    return { kind: 'paid', session, events };
  });
}

async function requireActive(ctx: BillingContext): Promise<MembershipRow> {
  const viewer = requireViewer(ctx.viewer);
  const membership = await activeMembership(ctx.db, viewer.id);
  if (!membership) throw new NotFoundError(BILLING_TEXTS.noMembership);
  return membership;
}

/**
 * Cancelling keeps the membership to the end of the paid period; resuming
 * before then keeps it going. The provider decides; its events change ours.
 */
export async function setCancelled(ctx: BillingContext, cancel: boolean): Promise<MembershipRow> {
  const membership = await requireActive(ctx);
  if (membership.cancelAtPeriodEnd === cancel)
    throw new BadRequestError(cancel ? BILLING_TEXTS.alreadyCancelled : BILLING_TEXTS.notCancelled);
  const events = await ctx.billing.provider.setCancelAtPeriodEnd(membership, cancel);
  await applyEvents(ctx.db, ctx.billing.provider.name, events);
  return (await viewerMembership(ctx)) ?? membership;
}

export type CardUpdateOutcome =
  | { kind: 'updated'; membership: MembershipRow }
  | { kind: 'declined'; message: string }
  | { kind: 'portal'; url: string };

/** A new card for the membership: the local form's test card, or the provider's own page. */
export async function updatePaymentMethod(
  ctx: BillingContext,
  card: CardInput | null,
): Promise<CardUpdateOutcome> {
  const membership = await requireActive(ctx);
  const { provider, publicUrl } = ctx.billing;
  const portal = await provider.paymentMethodPortalUrl(
    membership,
    `${publicUrl}/me/settings?updatedPayment=1#membership`,
  );
  if (portal) return { kind: 'portal', url: portal };
  if (!card) throw new BadRequestError(BILLING_TEXTS.invalidNumber);
  const tooMany = await requireCardAttempt(ctx, membership.userId);
  if (tooMany) return { kind: 'declined', message: tooMany };
  const check = checkTestCard(card);
  if (!check.ok) return { kind: 'declined', message: check.message };
  await applyEvents(ctx.db, provider.name, [localCardUpdated(membership, check.card, new Date())]);
  return { kind: 'updated', membership: (await activeMembership(ctx.db, membership.userId))! };
}

/**
 * The local provider's clock (a background job): every local or gifted
 * membership whose paid period is over ends (cancelled, or a gift) or renews with a
 * charge at the operator's current price. Safe to run in several processes.
 */
export async function advanceLocalMemberships(
  db: Database,
  prices: ServerConfig['billing'],
  now = new Date(),
  /** Only this member's membership (the test routes' billing clock). */
  userId?: string,
): Promise<number> {
  const due = await db
    .select()
    .from(memberships)
    .where(
      and(
        inArray(memberships.provider, ['local', 'gift']),
        eq(memberships.status, 'active'),
        lte(memberships.currentPeriodEnd, now),
        userId ? eq(memberships.userId, userId) : undefined,
      ),
    )
    .limit(100);
  for (const membership of due) {
    const plan = membership.plan === 'gift' ? 'monthly' : membership.plan;
    const events = localPeriodOver(membership, {
      amount: prices.prices[plan],
      currency: prices.currency,
    });
    await applyEvents(db, membership.provider, events);
  }
  return due.length;
}
