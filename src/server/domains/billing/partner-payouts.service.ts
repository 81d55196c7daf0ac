import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { partnerEnrollments, partnerPayouts } from '@server/db/schema/partner';
import type { PartnerPayoutRow, TaxStatus } from '@server/db/schema/partner';
import { users } from '@server/db/schema/users';
import { newId } from '@server/lib/ids';
import { mayJoinPartnerProgram } from '../access';
import { monthOf, monthsBefore } from './member-fees';
import { earningsOf, earningsThisYear } from './partner-earnings.service';
import { isPayoutHeld } from './tax-reminders';
import type { PartnerClockRun } from './tax-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the clock closes months: a site that was down a while still closes what it missed. */
const MONTHS_LOOKED_BACK = 3;

/**
 * The newest month that may close at `now` ('YYYY-MM-01'): a month closes a
 * day after it ends, once the read events its last evening sent have arrived.
 */
const lastClosableMonth = (now: Date) => monthsBefore(monthOf(new Date(now.getTime() - DAY_MS)), 1);

interface WriterToClose {
  userId: string;
  status: TaxStatus;
  since: Date;
  isSuspended: boolean;
  /** 'YYYY-MM-01', oldest first. */
  months: string[];
}

/**
 * Every enrolled writer with months to close, in one statement: months from
 * `from` to `to` and since they enrolled, with members' reading of their
 * stories and no payout yet.
 */
async function writersToClose(db: Database, from: string, to: string): Promise<WriterToClose[]> {
  const result = await db.execute(sql`
    select e.user_id, e.tax_status, e.tax_status_since, u.is_suspended,
      array_agg(distinct r.month::text order by r.month::text) as months
    from partner_enrollments e
    join users u on u.id = e.user_id
    join posts p on p.creator_id = e.user_id
    join member_reading_months r on r.post_id = p.id
    where r.month between ${from}::date and ${to}::date
      and r.month >= date_trunc('month', e.enrolled_at at time zone 'UTC')::date
      and not exists (
        select 1 from partner_payouts paid where paid.user_id = e.user_id and paid.month = r.month)
    group by e.user_id, e.tax_status, e.tax_status_since, u.is_suspended
  `);
  return rowsOf<{
    user_id: string;
    tax_status: TaxStatus;
    tax_status_since: Date | string;
    is_suspended: boolean;
    months: string[];
  }>(result).map((row) => ({
    userId: row.user_id,
    status: row.tax_status,
    since: new Date(row.tax_status_since),
    isSuspended: row.is_suspended,
    months: row.months.map((month) => month.slice(0, 10)),
  }));
}

/**
 * Closes every closable month of every enrolled writer: writes each month's
 * payout once, from the earnings then, held or due (isPayoutHeld), and frees
 * the held payouts of writers whose tax id is now on file. Answers how many
 * payouts it wrote. Safe in several processes at once: a month's payout is
 * unique per writer.
 */
export async function closePartnerMonths(run: PartnerClockRun): Promise<number> {
  const now = run.now ?? new Date();
  const settings = { ...run, now };
  const last = lastClosableMonth(now);
  const writers = await writersToClose(run.db, monthsBefore(last, MONTHS_LOOKED_BACK - 1), last);
  let written = 0;
  for (const writer of writers) {
    if (!mayJoinPartnerProgram(writer)) continue;
    const held = isPayoutHeld(
      {
        ...writer,
        earnedThisYear:
          writer.status === 'submitted' ? 0 : await earningsThisYear(settings, writer.userId),
      },
      now,
      run.tax,
    );
    const statements = await earningsOf(settings, writer.userId, writer.months);
    const payouts = statements
      .filter((statement) => statement.total > 0)
      .map((statement) => ({
        id: newId(),
        userId: writer.userId,
        month: `${statement.month}-01`,
        amount: statement.total,
        currency: run.currency,
        status: held ? ('held' as const) : ('due' as const),
      }));
    if (payouts.length === 0) continue;
    const inserted = await run.db
      .insert(partnerPayouts)
      .values(payouts)
      .onConflictDoNothing()
      .returning({ id: partnerPayouts.id });
    written += inserted.length;
  }
  await run.db
    .update(partnerPayouts)
    .set({ status: 'due' })
    .where(
      and(
        eq(partnerPayouts.status, 'held'),
        inArray(
          partnerPayouts.userId,
          run.db
            .select({ userId: partnerEnrollments.userId })
            .from(partnerEnrollments)
            .where(eq(partnerEnrollments.taxStatus, 'submitted')),
        ),
      ),
    );
  return written;
}

/** A writer's payouts of the given months ('YYYY-MM-01'), by month. */
export async function payoutsOf(
  db: Database,
  writerId: string,
  months: readonly string[],
): Promise<Map<string, PartnerPayoutRow>> {
  if (months.length === 0) return new Map();
  const rows = await db
    .select()
    .from(partnerPayouts)
    .where(and(eq(partnerPayouts.userId, writerId), inArray(partnerPayouts.month, [...months])));
  return new Map(rows.map((row) => [row.month, row]));
}

/** What the operator owes, oldest first, with whom to pay: the `admin payouts-due` list. */
export async function listDuePayouts(db: Database) {
  return db
    .select({
      id: partnerPayouts.id,
      username: users.username,
      email: users.email,
      legalName: partnerEnrollments.legalName,
      country: partnerEnrollments.country,
      taxIdLast4: partnerEnrollments.taxIdLast4,
      month: partnerPayouts.month,
      amount: partnerPayouts.amount,
      currency: partnerPayouts.currency,
    })
    .from(partnerPayouts)
    .innerJoin(users, eq(users.id, partnerPayouts.userId))
    .innerJoin(partnerEnrollments, eq(partnerEnrollments.userId, partnerPayouts.userId))
    .where(eq(partnerPayouts.status, 'due'))
    .orderBy(asc(partnerPayouts.month), asc(partnerPayouts.id));
}

/**
 * The operator paid a due payout (outside Quire): it is marked paid with their
 * reference. Answers false for a payout that is not due (held, already paid,
 * or unknown), which changes nothing.
 */
export async function markPayoutPaid(
  db: Database,
  payoutId: string,
  reference: string,
  now = new Date(),
): Promise<boolean> {
  const marked = await db
    .update(partnerPayouts)
    .set({ status: 'paid', paidAt: now, reference })
    .where(and(eq(partnerPayouts.id, payoutId), eq(partnerPayouts.status, 'due')))
    .returning({ id: partnerPayouts.id });
  return marked.length > 0;
}
