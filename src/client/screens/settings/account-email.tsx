import { useId } from 'react';
import styles from './settings.module.css';
import { SETTINGS_TEXTS as TEXTS } from './texts';

/** The sign-in address, read-only here (it changes through the sign-in e-mail flow). */
export function AccountEmail({
  email,
  unverifiedEmail,
}: {
  email: string | null;
  unverifiedEmail: string | null;
}) {
  const inputId = useId();
  const helpId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {TEXTS.emailLabel}
      </label>
      <input
        id={inputId}
        className={`${styles.input} ${styles.readOnly}`}
        type="email"
        value={email ?? ''}
        placeholder={email ? undefined : TEXTS.noEmail}
        readOnly
        aria-describedby={helpId}
      />
      <p id={helpId} className={styles.help}>
        {TEXTS.emailHelp}
        {unverifiedEmail ? ` ${TEXTS.unverifiedEmail(unverifiedEmail)}` : ''}
      </p>
    </div>
  );
}
