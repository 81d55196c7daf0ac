import { GIFT_TEXTS as TEXTS } from './gift-texts';
import { useStartCheckout } from './use-start-checkout';
import { BILLING_TEXTS } from '@client/features/billing/texts';
import { TestModeNotice } from '@client/features/billing/test-mode-notice';
import { PlanChoice } from '@client/features/billing/plan-choice';
import styles from '@client/features/billing/billing.module.css';
import { BILLING_SETTINGS_QUERY } from '@client/features/billing/billing-operations';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';

/** The buyer's form: the plan and who it is for, then the checkout. */
export function GiftForm() {
  const { data } = useQuery(BILLING_SETTINGS_QUERY);
  const startCheckout = useStartCheckout();
  const [plan, setPlan] = useState<'monthly' | 'yearly'>('yearly');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const settings = data?.billingSettings;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server holds the one e-mail rule and says what it refuses; the address stays typed.
    setError(null);
    setError(await startCheckout({ plan, kind: 'gift', recipientEmail: email.trim() }));
  }

  if (!settings) return <p className={styles.status}>{BILLING_TEXTS.loading}</p>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TestModeNotice testMode={settings.testMode} />
      <PlanChoice plans={settings.plans} value={plan} onChange={setPlan} />
      <label className={styles.field} htmlFor="gift-recipient">
        <span className={styles.label}>{TEXTS.recipient}</span>
        <input
          id="gift-recipient"
          className={styles.input}
          type="email"
          autoComplete="off"
          value={email}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {TEXTS.continue}
        </button>
      </div>
    </form>
  );
}
