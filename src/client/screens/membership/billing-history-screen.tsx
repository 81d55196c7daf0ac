import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import styles from '@client/features/billing/billing.module.css';
import { readableDate } from '@client/features/billing/membership-texts';
import { BILLING_TEXTS } from '@client/features/billing/texts';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { graphql } from '@client/graphql/generated';
import type { BillingHistoryQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition } from '../screen';
import { HISTORY_TEXTS as TEXTS } from './billing-texts';

const BILLING_HISTORY_QUERY = graphql(`
  query BillingHistory {
    viewer {
      id
      membershipCharges(first: 50) {
        edges {
          node {
            id
            kind
            plan
            formattedAmount
            createdAt
          }
        }
      }
    }
  }
`);

/** /me/billing-history: the viewer's payments, newest first, each with its receipt. */
function BillingHistoryScreen() {
  const viewer = useViewer();
  const { data, error } = useQuery(BILLING_HISTORY_QUERY, { skip: !viewer });
  if (!viewer)
    return (
      <SignInPrompt
        heading={TEXTS.heading}
        text={BILLING_TEXTS.signInText}
        action={BILLING_TEXTS.signIn}
      />
    );
  const charges = data?.viewer?.membershipCharges?.edges.map((edge) => edge.node);
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{TEXTS.heading}</h1>
      {!charges ? (
        <p className={styles.status} role={error ? 'alert' : 'status'}>
          {error ? BILLING_TEXTS.failed : BILLING_TEXTS.loading}
        </p>
      ) : charges.length === 0 ? (
        <p className={styles.text}>{TEXTS.empty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{TEXTS.date}</th>
              <th scope="col">{TEXTS.description}</th>
              <th scope="col">{TEXTS.amount}</th>
              <th scope="col">{TEXTS.receipt}</th>
            </tr>
          </thead>
          <tbody>
            {charges.map((charge) => (
              <tr key={charge.id}>
                <td>{readableDate(charge.createdAt)}</td>
                <td>{TEXTS.what(charge.kind, charge.plan)}</td>
                <td>{charge.formattedAmount}</td>
                <td>
                  <Link to={`/me/billing-history/receipt/${encodeURIComponent(charge.id)}`}>
                    {TEXTS.viewReceipt}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

export const screen: ScreenDefinition<BillingHistoryQuery> = {
  query: BILLING_HISTORY_QUERY,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => TEXTS.title(productName),
  Component: BillingHistoryScreen,
};
