import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notificationEmailOutbox } from '../db/schema/notification-emails';
import type { NotificationEmailOutboxRow } from '../db/schema/notification-emails';
import { composeEmails, messageHostOf } from '../domains/notification-emails';
import type { ComposeDeps } from '../domains/notification-emails';
import type { Mailer } from '../mail/mailer';

/**
 * Drains the notification e-mail outbox. Delivery guarantee and its limits:
 * docs/decisions/010-notification-email-outbox.md.
 *
 * A row is claimed by one conditional UPDATE over `FOR UPDATE SKIP LOCKED`
 * rows, like scheduled publishing: with several app processes polling at once,
 * each row goes to exactly one of them. The claim is a lease (status SENDING
 * until `next_attempt_at`); a process that dies mid-send leaves the row to be
 * taken over when the lease ends, and the retry reuses the row's Message-ID.
 */

/** Longer than the send timeout, so a live sender is never overtaken. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const SEND_TIMEOUT_MS = 60 * 1000;
const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;

/** 30 s, 1 min, 2 min, … capped at an hour: a broken SMTP server is not hammered. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export interface DeliveryDeps extends ComposeDeps {
  mailer: Mailer;
  limit?: number;
  sendTimeoutMs?: number;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

/** Takes up to `limit` due rows (new, due for retry, or with a lapsed claim) for this process. */
export async function claimDueEmails(
  db: Database,
  options: { now: Date; origin: string; limit?: number },
): Promise<NotificationEmailOutboxRow[]> {
  const due = db
    .select({ id: notificationEmailOutbox.id })
    .from(notificationEmailOutbox)
    .where(
      and(
        inArray(notificationEmailOutbox.status, ['PENDING', 'SENDING']),
        lte(notificationEmailOutbox.nextAttemptAt, options.now),
      ),
    )
    .orderBy(asc(notificationEmailOutbox.nextAttemptAt))
    .limit(options.limit ?? BATCH_SIZE)
    .for('update', { skipLocked: true });
  const host = messageHostOf(options.origin);
  return db
    .update(notificationEmailOutbox)
    .set({
      status: 'SENDING',
      attempts: sql`${notificationEmailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(options.now.getTime() + CLAIM_LEASE_MS),
      // Fixed once: every attempt at this mail carries the same Message-ID.
      messageId: sql`coalesce(${notificationEmailOutbox.messageId}, '<notification-' || ${notificationEmailOutbox.id} || ${`@${host}>`})`,
    })
    .where(inArray(notificationEmailOutbox.id, due))
    .returning();
}

/** Marks a claimed row, only while the claim is still this attempt's. */
async function settle(
  db: Database,
  row: NotificationEmailOutboxRow,
  values: Partial<typeof notificationEmailOutbox.$inferInsert>,
) {
  await db
    .update(notificationEmailOutbox)
    .set(values)
    .where(
      and(
        eq(notificationEmailOutbox.id, row.id),
        eq(notificationEmailOutbox.status, 'SENDING'),
        eq(notificationEmailOutbox.attempts, row.attempts),
      ),
    );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP send timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One pass: claim due rows, send each, record the outcome. */
export async function deliverDueNotificationEmails(deps: DeliveryDeps): Promise<DeliveryReport> {
  const now = deps.now ?? new Date();
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const rows = await claimDueEmails(deps.db, { now, origin: deps.origin, limit: deps.limit });
  if (rows.length === 0) return report;
  const composed = await composeEmails({ ...deps, now }, rows);
  for (const row of rows) {
    const outcome = composed.get(row.id);
    if (!outcome || outcome.kind === 'skip') {
      await settle(deps.db, row, { status: 'SKIPPED', lastError: outcome?.reason ?? null });
      report.skipped += 1;
      continue;
    }
    try {
      await withTimeout(deps.mailer.send(outcome.mail), deps.sendTimeoutMs ?? SEND_TIMEOUT_MS);
      await settle(deps.db, row, { status: 'SENT', sentAt: new Date(), lastError: null });
      report.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givesUp = row.attempts >= MAX_ATTEMPTS;
      await settle(deps.db, row, {
        status: givesUp ? 'FAILED' : 'PENDING',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        lastError: message.slice(0, 500),
      });
      if (givesUp) report.failed += 1;
      else report.retrying += 1;
    }
  }
  return report;
}

export interface NotificationEmailWorker {
  stop(): Promise<void>;
}

/** Polls every few seconds; a pass never overlaps the previous one in this process. */
export function startNotificationEmailWorker(
  deps: Omit<DeliveryDeps, 'now'> & {
    intervalMs?: number;
    onError?: (error: unknown) => void;
    onDelivered?: (report: DeliveryReport) => void;
  },
): NotificationEmailWorker {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = deliverDueNotificationEmails(deps)
      .then((report) => {
        if (report.sent + report.retrying + report.failed + report.skipped > 0)
          deps.onDelivered?.(report);
      })
      .catch((error: unknown) => deps.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, deps.intervalMs ?? 3000);
  // The poll alone must not keep the process alive at shutdown.
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
