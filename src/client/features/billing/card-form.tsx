import { useId, useState } from 'react';
import styles from './billing.module.css';
import { BILLING_TEXTS } from './texts';
import { useFormSubmit } from './use-form-submit';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * The local provider's card form (test cards only; it is never shown with
 * Stripe, whose own pages take cards). `onSubmit` answers an error message
 * to show, or null when the page moves on.
 */
export function CardForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (card: CardValues) => Promise<string | null>;
}) {
  const id = useId();
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  const { error, busy, submit } = useFormSubmit(onSubmit, BILLING_TEXTS.failed);

  const field = (name: keyof CardValues, label: string, autoComplete: string, size: number) => (
    <label className={styles.field} htmlFor={`${id}-${name}`}>
      <span className={styles.label}>{label}</span>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        name={name}
        inputMode="numeric"
        autoComplete={autoComplete}
        size={size}
        required
        value={card[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setCard({ ...card, [name]: event.target.value })}
      />
    </label>
  );

  return (
    <form className={styles.cardForm} onSubmit={(event) => void submit(event, card)} noValidate>
      {field('number', BILLING_TEXTS.cardNumber, 'cc-number', 20)}
      <div className={styles.row}>
        {field('expiry', BILLING_TEXTS.expiry, 'cc-exp', 6)}
        {field('cvc', BILLING_TEXTS.cvc, 'cc-csc', 4)}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? BILLING_TEXTS.processing : submitLabel}
      </button>
    </form>
  );
}
