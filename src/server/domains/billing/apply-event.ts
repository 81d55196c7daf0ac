import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { charges, checkoutSessions, memberships, paymentEvents } from '@server/db/schema/billing';
import { users } from '@server/db/schema/users';
import { newId } from '@server/lib/ids';
import type { ChargeFacts, ProviderEvent, SubscriptionState } from './provider-events';

/** `ignored`: the event names an account this site does not have (deleted, or another site's). */
export type ApplyOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

async function accountExists(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/**
 * `users.member_at` follows the reader's memberships: kept (or set to when
 * the first active one started) while one is active, cleared when none is.
 */
async function syncMemberAt(tx: Database, userId: string): Promise<void> {
  const active = sql`(select min(${memberships.startedAt}) from ${memberships}
    where ${memberships.userId} = ${userId} and ${memberships.status} = 'active')`;
  await tx
    .update(users)
    .set({
      memberAt: sql`case when ${active} is null then null else coalesce(${users.memberAt}, ${active}) end`,
    })
    .where(eq(users.id, userId));
}

async function applySubscription(
  tx: Database,
  provider: string,
  occurredAt: Date,
  state: SubscriptionState,
): Promise<ApplyOutcome> {
  const [current] = await tx
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.provider, provider),
        eq(memberships.providerSubscriptionId, state.subscriptionId),
      ),
    )
    .for('update');
  // Webhooks may arrive out of order: the provider's newest state wins.
  if (current && current.lastEventAt > occurredAt) return 'stale';
  if (!current && !(await accountExists(tx, state.userId))) return 'ignored';
  const fields = {
    plan: state.plan,
    status: state.status,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    currentPeriodEnd: state.currentPeriodEnd,
    providerCustomerId: state.customerId ?? current?.providerCustomerId ?? null,
    cardBrand: state.card?.brand ?? current?.cardBrand ?? null,
    cardLast4: state.card?.last4 ?? current?.cardLast4 ?? null,
    endedAt: state.status === 'ended' ? (current?.endedAt ?? occurredAt) : null,
    lastEventAt: occurredAt,
  };
  if (current) await tx.update(memberships).set(fields).where(eq(memberships.id, current.id));
  else
    await tx.insert(memberships).values({
      id: newId(),
      userId: state.userId,
      provider,
      providerSubscriptionId: state.subscriptionId,
      startedAt: occurredAt,
      ...fields,
    });
  await syncMemberAt(tx, current?.userId ?? state.userId);
  return 'applied';
}

async function applyCharge(
  tx: Database,
  provider: string,
  occurredAt: Date,
  charge: ChargeFacts,
): Promise<ApplyOutcome> {
  if (!(await accountExists(tx, charge.userId))) return 'ignored';
  const [row] = await tx
    .insert(charges)
    .values({
      id: newId(),
      userId: charge.userId,
      provider,
      providerChargeId: charge.chargeId,
      providerSubscriptionId: charge.subscriptionId,
      idempotencyKey: charge.idempotencyKey,
      kind: charge.kind,
      plan: charge.plan,
      amount: charge.amount,
      currency: charge.currency.toUpperCase(),
      cardBrand: charge.card?.brand ?? null,
      cardLast4: charge.card?.last4 ?? null,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      checkoutId: charge.checkoutId,
      createdAt: occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: charges.id });
  return row ? 'applied' : 'duplicate';
}

/**
 * Applies one verified provider event, at most once: its id is recorded in
 * the same transaction, so a replay finds it and changes nothing. Run inside
 * the caller's transaction.
 */
export async function applyProviderEvent(
  tx: Database,
  provider: string,
  event: ProviderEvent,
): Promise<ApplyOutcome> {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({
      provider,
      eventId: event.id,
      type: event.type,
      occurredAt: event.occurredAt,
      payload: event,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (!fresh) return 'duplicate';
  switch (event.type) {
    case 'subscription.updated':
      return applySubscription(tx, provider, event.occurredAt, event.subscription);
    case 'charge.succeeded':
      return applyCharge(tx, provider, event.occurredAt, event.charge);
    case 'checkout.completed':
      await tx
        .update(checkoutSessions)
        .set({ status: 'complete', completedAt: event.occurredAt })
        .where(
          and(
            eq(checkoutSessions.provider, provider),
            eq(checkoutSessions.providerSessionId, event.checkoutId),
          ),
        );
      return 'applied';
  }
}
