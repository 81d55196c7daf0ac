import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import { BILLING_SETTINGS_QUERY } from '@client/features/billing/billing-operations';
import styles from '@client/features/billing/billing.module.css';
import { PlanChoice } from '@client/features/billing/plan-choice';
import { TestModeNotice } from '@client/features/billing/test-mode-notice';
import { BILLING_TEXTS } from '@client/features/billing/texts';
import { graphql } from '@client/graphql/generated';
import type { BillingSettingsQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition } from '../screen';
import ownStyles from './plans-screen.module.css';
import { MEMBERSHIP_TEXTS as TEXTS } from './texts';
import { useStartCheckout } from './use-start-checkout';

const PAST_MEMBER_QUERY = graphql(`
  query PlansViewer {
    viewer {
      id
      hasPastMemberships
    }
  }
`);

/**
 * /plans: monthly or yearly at the operator's prices and what a membership
 * gives, for everyone. A visitor's Continue opens sign-in, which comes back
 * here; a signed-in reader's goes to the checkout.
 */
function PlansScreen() {
  const viewer = useViewer();
  const signIn = useSignInDialog();
  const { data } = useQuery(BILLING_SETTINGS_QUERY);
  const past = useQuery(PAST_MEMBER_QUERY, { skip: !viewer });
  const startCheckout = useStartCheckout();
  const [plan, setPlan] = useState<'monthly' | 'yearly'>('yearly');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settings = data?.billingSettings;
  const heading = past.data?.viewer?.hasPastMemberships ? TEXTS.resumeHeading : TEXTS.plansHeading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!viewer) {
      // The dialog's link and code return to this page.
      signIn.open({ operation: 'login', entry: 'plans' });
      return;
    }
    setBusy(true);
    setError(await startCheckout({ plan }).catch(() => BILLING_TEXTS.failed));
    setBusy(false);
  }

  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      <h2 className={ownStyles.subtitle}>{TEXTS.benefitsHeading}</h2>
      <ul className={styles.benefits}>
        {TEXTS.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {viewer?.mediumMemberAt ? (
        <>
          <p className={styles.status}>{TEXTS.alreadyMember}</p>
          <Link to="/me/settings#membership" className={styles.primary}>
            {TEXTS.manage}
          </Link>
        </>
      ) : !settings ? (
        <p className={styles.status} role="status">
          {BILLING_TEXTS.loading}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <TestModeNotice testMode={settings.testMode} />
          <PlanChoice plans={settings.plans} value={plan} onChange={setPlan} />
          {viewer ? null : <p className={styles.status}>{TEXTS.signInFirst}</p>}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={busy}>
            {TEXTS.continue}
          </button>
        </form>
      )}
    </main>
  );
}

export const screen: ScreenDefinition<BillingSettingsQuery> = {
  query: BILLING_SETTINGS_QUERY,
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => TEXTS.plansTitle(productName),
  Component: PlansScreen,
};
