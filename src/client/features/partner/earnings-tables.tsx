import { Link } from '@client/app/link';
import styles from '@client/features/billing/billing.module.css';
import type { PartnerDashboardQuery } from '@client/graphql/generated/graphql';
import { formatMoney } from '@shared/billing/money';
import { partnerDashboardUrl, postUrl } from '@shared/routing/urls';
import { dayLabel, monthLabel, readingTime } from './earnings-format';
import { PARTNER_TEXTS as T } from './texts';

export type MonthEarnings = NonNullable<
  PartnerDashboardQuery['partnerProgram']['earnings']
>[number];

/** What a month's payout needs to be told: the site's currency and the month the writer enrolled. */
interface PayoutContext {
  currency: string;
  /** 'YYYY-MM'. */
  enrolledMonth: string;
}

/**
 * Where a month's money stands: its payout once the month closed (a day after
 * it ends); before that, not closed yet; nothing for a month with no earnings
 * or from before the writer enrolled. Days are in UTC, the same on the server
 * and in every browser.
 */
function payoutText(month: MonthEarnings, { enrolledMonth }: PayoutContext): string {
  const payout = month.payout;
  if (!payout) {
    if (month.total === 0) return T.payoutNone;
    return month.month < enrolledMonth ? T.payoutBeforeEnrolment : T.payoutOpen;
  }
  const amount = formatMoney(payout.amount, payout.currency);
  if (payout.status === 'PAID' && payout.paidAt)
    return T.payoutPaid(amount, dayLabel(payout.paidAt));
  return payout.status === 'HELD' ? T.payoutHeld(amount) : T.payoutDue(amount);
}

/** Earnings of each month, newest first, each with a link to its statement. */
export function EarningsByMonth({
  months,
  payouts,
}: {
  months: readonly MonthEarnings[];
  payouts: PayoutContext;
}) {
  const { currency } = payouts;
  return (
    <section aria-labelledby="earnings-by-month">
      <h2 id="earnings-by-month">{T.byMonth}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{T.month}</th>
            <th scope="col">{T.gross}</th>
            <th scope="col">{T.platformShare}</th>
            <th scope="col">{T.yourEarnings}</th>
            <th scope="col">{T.payout}</th>
            <th scope="col">{T.statement}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month)}</th>
              <td>{formatMoney(month.gross, currency)}</td>
              <td>{formatMoney(month.platformShare, currency)}</td>
              <td>{formatMoney(month.total, currency)}</td>
              <td>{payoutText(month, payouts)}</td>
              <td>
                <Link
                  to={`${partnerDashboardUrl()}?month=${month.month}`}
                  aria-label={T.viewStatement(monthLabel(month.month))}
                >
                  {T.statement}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A month's payout statement: the totals, then each story's earnings. */
export function Statement({ month, payouts }: { month: MonthEarnings; payouts: PayoutContext }) {
  const { currency } = payouts;
  const heading = T.statementHeading(monthLabel(month.month));
  return (
    <section aria-labelledby="statement" className={styles.receipt}>
      <h2 id="statement">{heading}</h2>
      <dl>
        <dt>{T.gross}</dt>
        <dd>{formatMoney(month.gross, currency)}</dd>
        <dt>{T.platformShare}</dt>
        <dd>{formatMoney(month.platformShare, currency)}</dd>
        <dt>{T.yourEarnings}</dt>
        <dd>{formatMoney(month.total, currency)}</dd>
        <dt>{T.payout}</dt>
        <dd>{payoutText(month, payouts)}</dd>
      </dl>
      {month.stories.length === 0 ? (
        <p className={styles.text}>{T.noStories}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.lead}>{heading}</caption>
          <thead>
            <tr>
              <th scope="col">{T.story}</th>
              <th scope="col">{T.readingTime}</th>
              <th scope="col">{T.yourEarnings}</th>
            </tr>
          </thead>
          <tbody>
            {month.stories.map((story) => (
              <tr key={story.post.id}>
                <th scope="row">
                  <Link to={postUrl(story.post.id)}>{story.post.title}</Link>
                </th>
                <td>{readingTime(story.memberReadingSeconds)}</td>
                <td>{formatMoney(story.amount, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
