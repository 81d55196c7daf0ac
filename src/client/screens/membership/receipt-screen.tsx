import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import styles from '@client/features/billing/billing.module.css';
import { readableDate } from '@client/features/billing/membership-texts';
import { BILLING_TEXTS } from '@client/features/billing/texts';
import { graphql } from '@client/graphql/generated';
import type { ReceiptQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { HISTORY_TEXTS as TEXTS } from './billing-texts';

const RECEIPT_QUERY = graphql(`
  query Receipt($id: ID!) {
    charge(id: $id) {
      id
      kind
      plan
      formattedAmount
      cardBrand
      cardLast4
      periodStart
      periodEnd
      createdAt
    }
  }
`);

/**
 * /me/billing-history/receipt/{chargeId}: one payment, printable. Only its
 * owner gets it; anyone else gets the 404 page (the access room's rule).
 */
function ReceiptScreen({ params }: ScreenProps) {
  const { data, error } = useQuery(RECEIPT_QUERY, { variables: { id: params.chargeId ?? '' } });
  const { config } = useSignInDialog();
  const charge = data?.charge;
  if (!charge)
    return (
      <main id="main" className={styles.page}>
        <p className={styles.status} role={error || data ? 'alert' : 'status'}>
          {error ? BILLING_TEXTS.failed : data ? TEXTS.notFound : BILLING_TEXTS.loading}
        </p>
      </main>
    );
  return (
    <main id="main" className={`${styles.page} ${styles.receipt}`}>
      <h1 className={styles.title}>{TEXTS.receiptHeading(config.productName)}</h1>
      <dl>
        <dt>{TEXTS.receiptNumber}</dt>
        <dd>{charge.id}</dd>
        <dt>{TEXTS.paidOn}</dt>
        <dd>{readableDate(charge.createdAt)}</dd>
        <dt>{TEXTS.description}</dt>
        <dd>{TEXTS.what(charge.kind, charge.plan)}</dd>
        {charge.periodStart && charge.periodEnd ? (
          <>
            <dt>{TEXTS.period}</dt>
            <dd>
              {readableDate(charge.periodStart)} – {readableDate(charge.periodEnd)}
            </dd>
          </>
        ) : null}
        {charge.cardBrand && charge.cardLast4 ? (
          <>
            <dt>{TEXTS.paymentMethod}</dt>
            <dd>{TEXTS.card(charge.cardBrand, charge.cardLast4)}</dd>
          </>
        ) : null}
        <dt>{TEXTS.amount}</dt>
        <dd>
          <strong>{charge.formattedAmount}</strong>
        </dd>
      </dl>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.primary} onClick={() => window.print()}>
          {TEXTS.print}
        </button>
        <Link to="/me/billing-history" className={styles.secondary}>
          {TEXTS.back}
        </Link>
      </div>
    </main>
  );
}

export const screen: ScreenDefinition<ReceiptQuery> = {
  query: RECEIPT_QUERY,
  variables: ({ params }) => ({ id: params.chargeId ?? '' }),
  requiresViewer: true,
  isNotFound: (data) => !data?.charge,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => TEXTS.receiptTitle(productName),
  Component: ReceiptScreen,
};
