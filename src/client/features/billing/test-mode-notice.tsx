import styles from './billing.module.css';
import { BILLING_TEXTS } from './texts';

/** Every page that takes money says so when the local provider moves none. */
export function TestModeNotice({ testMode }: { testMode: boolean }) {
  if (!testMode) return null;
  return (
    <p className={styles.testMode} role="note">
      <strong className={styles.testModeLabel}>{BILLING_TEXTS.testModeLabel}</strong>{' '}
      {BILLING_TEXTS.testMode}
    </p>
  );
}
