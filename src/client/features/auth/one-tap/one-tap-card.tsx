import { useId } from 'react';
import { ONE_TAP_TEXTS } from '../texts';
import styles from './one-tap.module.css';

export interface OneTapCardProps {
  productName: string;
  email: string;
  isError: boolean;
  errorMessage: string | null;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** The 378 × 183 card: confirm creating the account, or the e-mail check's error. */
export function OneTapCard(props: OneTapCardProps) {
  const titleId = useId();
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      role={props.isError ? 'alert' : 'region'}
    >
      <h2 id={titleId} className={styles.title}>
        {props.isError
          ? (props.errorMessage ?? ONE_TAP_TEXTS.error)
          : ONE_TAP_TEXTS.confirmTitle(props.productName)}
      </h2>
      {props.isError ? null : (
        <p className={styles.body}>{ONE_TAP_TEXTS.confirmBody(props.email)}</p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={props.onDismiss}>
          {props.isError ? ONE_TAP_TEXTS.dismiss : ONE_TAP_TEXTS.notNow}
        </button>
        {props.isError ? null : (
          <button type="button" className={styles.primary} onClick={props.onConfirm}>
            {ONE_TAP_TEXTS.createAccount}
          </button>
        )}
      </div>
    </section>
  );
}
