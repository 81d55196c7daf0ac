import styles from './status.module.css';
import { FATAL_TEXTS } from './texts';

/** Shown in place of a screen that failed to load or threw while rendering. */
export function FatalFallback() {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.heading}>{FATAL_TEXTS.heading}</h1>
      <p className={styles.message}>{FATAL_TEXTS.message}</p>
      <p className={styles.hint}>{FATAL_TEXTS.hint}</p>
    </main>
  );
}
