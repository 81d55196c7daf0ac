import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { charges, membershipGifts } from '@server/db/schema/billing';
import { partnerEnrollments } from '@server/db/schema/partner';
import type { UserRow } from '@server/db/schema/users';
import { ForbiddenError, parseOrBadRequest } from '@server/lib/app-errors';
import { mayViewPartnerEarnings } from '../access';
import { feeInMonth, monthOf, monthsBefore } from './member-fees';
import { splitByLargestRemainder, storyEarnings } from './partner-earnings';
import { PARTNER_TEXTS } from './partner.texts';

/** How far back the dashboard lists months: two years. */
const MONTHS_LISTED = 24;

interface StoryEarning {
  postId: string;
  /** The writer's earnings from the story, in minor units. */
  amount: number;
  /** Seconds members spent on it that month. */
  memberReadingSeconds: number;
}

/** A writer's payout statement of one month; amounts in minor units of the site's currency. */
export interface MonthEarnings {
  /** 'YYYY-MM'. */
  month: string;
  /** Members' fees that went to the writer's stories, before the platform's share. */
  gross: number;
  platformShare: number;
  /** What the writer earned: gross minus the platform's share. */
  total: number;
  /** Highest earnings first. */
  stories: StoryEarning[];
}

/** What computing a writer's earnings needs: the database and the operator's settings. */
export type EarningsSettings = {
  db: Database;
  currency: string;
  platformShareBasisPoints: number;
  now?: Date;
};

type EarningsContext = EarningsSettings & { viewer: UserRow };

interface ReadingRow {
  member_id: string;
  month: string;
  post_id: string;
  seconds: number;
  mine: boolean;
}

/** Only the writer sees their earnings, and only once enrolled. */
async function requireOwnEarnings(ctx: EarningsContext, writerId: string): Promise<void> {
  if (!mayViewPartnerEarnings(ctx.viewer, { id: writerId }))
    throw new ForbiddenError(PARTNER_TEXTS.earningsPrivate);
  const [enrolled] = await ctx.db
    .select({ userId: partnerEnrollments.userId })
    .from(partnerEnrollments)
    .where(eq(partnerEnrollments.userId, writerId));
  if (!enrolled) throw new ForbiddenError(PARTNER_TEXTS.notEnrolled);
}

/**
 * Every member-only reading, in the given months, of the members who read one
 * of the writer's stories that month: a member's fee is split over all they
 * read, so their other reading counts too.
 */
async function readingOf(db: Database, writerId: string, months: string[]): Promise<ReadingRow[]> {
  const list = sql.join(
    months.map((month) => sql`${month}::date`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.member_id, r.month::text as month, r.post_id, r.seconds, p.creator_id = ${writerId} as mine
    from member_reading_months r
    join posts p on p.id = r.post_id
    where r.month in (${list}) and (r.member_id, r.month) in (
      select own.member_id, own.month
      from member_reading_months own
      join posts story on story.id = own.post_id
      where story.creator_id = ${writerId} and own.month in (${list})
    )
  `);
  return rowsOf<ReadingRow>(result).map((row) => ({ ...row, month: row.month.slice(0, 10) }));
}

/**
 * Each member's fee in each of the months, in the site's currency: their own
 * membership charges, and the gifts they redeemed (the buyer paid, the
 * recipient reads: the gift's price counts as the recipient's fee from the
 * day they redeemed it, spread as its plan is).
 */
async function feesOf(
  ctx: EarningsSettings,
  memberIds: string[],
  months: string[],
): Promise<Map<string, number>> {
  const fees = new Map<string, number>();
  if (memberIds.length === 0) return fees;
  const earliest = months.reduce((a, b) => (a < b ? a : b));
  const since = new Date(`${monthsBefore(earliest, 12)}T00:00:00Z`);
  const asDate = (value: string | Date) => new Date(value);
  const [paid, gifted] = await Promise.all([
    ctx.db
      .select({
        userId: charges.userId,
        plan: charges.plan,
        amount: charges.amount,
        startsAt: sql<Date>`coalesce(${charges.periodStart}, ${charges.createdAt})`.mapWith(asDate),
      })
      .from(charges)
      .where(
        and(
          inArray(charges.userId, memberIds),
          eq(charges.kind, 'membership'),
          eq(charges.currency, ctx.currency),
          gte(charges.createdAt, since),
        ),
      ),
    ctx.db
      .select({
        userId: sql<string>`${membershipGifts.redeemedBy}`,
        plan: membershipGifts.plan,
        amount: charges.amount,
        startsAt: sql<Date>`${membershipGifts.redeemedAt}`.mapWith(asDate),
      })
      .from(membershipGifts)
      .innerJoin(charges, eq(charges.id, membershipGifts.chargeId))
      .where(
        and(
          inArray(membershipGifts.redeemedBy, memberIds),
          eq(charges.currency, ctx.currency),
          gte(membershipGifts.redeemedAt, since),
        ),
      ),
  ]);
  for (const row of [...paid, ...gifted])
    for (const month of months) {
      const key = `${row.userId} ${month}`;
      fees.set(key, (fees.get(key) ?? 0) + feeInMonth(row, month));
    }
  return fees;
}

/** The formula (partner-earnings.ts) run over one month's members, kept to the writer's stories. */
function monthEarnings(
  month: string,
  rows: ReadingRow[],
  fees: ReadonlyMap<string, number>,
  platformShareBasisPoints: number,
): MonthEarnings {
  const byMember = new Map<string, Map<string, number>>();
  const mine = new Map<string, number>();
  for (const row of rows) {
    const seconds = Number(row.seconds);
    const member = byMember.get(row.member_id) ?? new Map<string, number>();
    member.set(row.post_id, seconds);
    byMember.set(row.member_id, member);
    if (row.mine) mine.set(row.post_id, (mine.get(row.post_id) ?? 0) + seconds);
  }
  const members = [...byMember].map(([memberId, secondsByStory]) => ({
    feeMinor: fees.get(`${memberId} ${month}`) ?? 0,
    secondsByStory,
  }));
  const earned = storyEarnings(members, platformShareBasisPoints);
  let gross = 0;
  for (const member of members)
    for (const [postId, part] of splitByLargestRemainder(member.feeMinor, member.secondsByStory))
      if (mine.has(postId)) gross += part;
  const stories = [...mine]
    .map(([postId, seconds]) => ({
      postId,
      amount: earned.get(postId) ?? 0,
      memberReadingSeconds: seconds,
    }))
    .sort((a, b) => b.amount - a.amount || b.memberReadingSeconds - a.memberReadingSeconds);
  const total = stories.reduce((sum, story) => sum + story.amount, 0);
  return { month: month.slice(0, 7), gross, platformShare: gross - total, total, stories };
}

/** The writer's statements of the given months ('YYYY-MM-01'), in that order. */
export async function earningsOf(
  ctx: EarningsSettings,
  writerId: string,
  months: string[],
): Promise<MonthEarnings[]> {
  const rows = await readingOf(ctx.db, writerId, months);
  const fees = await feesOf(ctx, [...new Set(rows.map((row) => row.member_id))], months);
  return months.map((month) =>
    monthEarnings(
      month,
      rows.filter((row) => row.month === month),
      fees,
      ctx.platformShareBasisPoints,
    ),
  );
}

/**
 * The writer's earnings by month, this month first, then every earlier month
 * (up to two years back) in which members read their member-only stories.
 */
export async function partnerEarningsByMonth(
  ctx: EarningsContext,
  writerId: string,
): Promise<MonthEarnings[]> {
  await requireOwnEarnings(ctx, writerId);
  const thisMonth = monthOf(ctx.now ?? new Date());
  const from = monthsBefore(thisMonth, MONTHS_LISTED - 1);
  const rows = await ctx.db.execute(sql`
    select distinct r.month::text as month
    from member_reading_months r
    join posts p on p.id = r.post_id
    where p.creator_id = ${writerId} and r.month >= ${from}::date
  `);
  const months = new Set([thisMonth]);
  for (const row of rowsOf<{ month: string }>(rows)) months.add(row.month.slice(0, 10));
  return earningsOf(
    ctx,
    writerId,
    [...months].sort((a, b) => (a < b ? 1 : -1)),
  );
}

/**
 * What the writer has earned this calendar year (UTC) so far, in minor units:
 * what the tax reminders compare with the operator's earning limit. Not a
 * page's read, so it asks no viewer.
 */
export async function earningsThisYear(ctx: EarningsSettings, writerId: string): Promise<number> {
  const thisMonth = monthOf(ctx.now ?? new Date());
  const months = Array.from({ length: Number(thisMonth.slice(5, 7)) }, (_, index) =>
    monthsBefore(thisMonth, index),
  );
  const earnings = await earningsOf(ctx, writerId, months);
  return earnings.reduce((sum, month) => sum + month.total, 0);
}

const monthInput = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PARTNER_TEXTS.monthInvalid)
  .transform((month) => `${month}-01`);

/** The writer's payout statement of one month ('YYYY-MM'). */
export async function partnerStatement(
  ctx: EarningsContext,
  writerId: string,
  month: string,
): Promise<MonthEarnings> {
  const first = parseOrBadRequest(monthInput, month);
  await requireOwnEarnings(ctx, writerId);
  const [statement] = await earningsOf(ctx, writerId, [first]);
  return statement!;
}
