import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import styles from '@client/features/billing/billing.module.css';
import { readableDate } from '@client/features/billing/membership-texts';
import { BILLING_TEXTS } from '@client/features/billing/texts';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { appendEdges } from '@client/app/paging/append-edges';
import { graphql } from '@client/graphql/generated';
import { ShowMore, nextCursor } from '@client/ui/show-more';
import type { BillingHistoryQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition } from '../screen';
import { HISTORY_TEXTS as TEXTS } from './billing-texts';

const BILLING_HISTORY_QUERY = graphql(`
  query BillingHistory($after: String) {
    viewer {
      id
      membershipCharges(first: 50, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
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
  const { data, error, fetchMore } = useQuery(BILLING_HISTORY_QUERY, { skip: !viewer });
  if (!viewer)
    return (
      <SignInPrompt
        heading={TEXTS.heading}
        text={BILLING_TEXTS.signInText}
        action={BILLING_TEXTS.signIn}
      />
    );
  const connection = data?.viewer?.membershipCharges;
  const charges = connection?.edges.map((edge) => edge.node);
  const after = nextCursor(connection?.pageInfo);
  const showMore = async () => {
    if (!after) return;
    await fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => {
        const before = shown.viewer?.membershipCharges;
        const more = fetchMoreResult.viewer?.membershipCharges;
        if (!shown.viewer || !before || !more) return shown;
        return {
          ...shown,
          viewer: { ...shown.viewer, membershipCharges: appendEdges(before, more) },
        };
      },
    });
  };
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
      <ShowMore hasMore={Boolean(after)} onShowMore={showMore} label={TEXTS.showMore} />
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
