import type { BillingSettingsQuery } from '@client/graphql/generated/graphql';
import styles from './billing.module.css';
import { BILLING_TEXTS } from './texts';

type Plan = BillingSettingsQuery['billingSettings']['plans'][number];

/** The two plans as radio cards with the operator's prices. */
export function PlanChoice({
  plans,
  value,
  onChange,
}: {
  plans: readonly Plan[];
  value: string;
  onChange: (plan: 'monthly' | 'yearly') => void;
}) {
  return (
    <fieldset className={styles.plans}>
      <legend className="visually-hidden">{BILLING_TEXTS.plansLegend}</legend>
      {plans.map((offer) => (
        <label key={offer.plan} className={styles.plan}>
          <input
            type="radio"
            name="plan"
            value={offer.plan}
            checked={value === offer.plan}
            onChange={() => onChange(offer.plan)}
          />
          <span className={styles.planName}>{BILLING_TEXTS.planNames[offer.plan]}</span>
          <span className={styles.price}>{offer.formattedPrice}</span>
          <span className={styles.muted}>{BILLING_TEXTS.planPeriods[offer.plan]}</span>
        </label>
      ))}
    </fieldset>
  );
}
