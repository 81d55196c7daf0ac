import styles from './status.module.css';
import { SPINNER_TEXTS } from './texts';

/** A loading indicator that screen readers announce as "Loading". */
export function Spinner() {
  return (
    <div role="status" className={styles.spinner}>
      <span className={styles.spinnerRing} aria-hidden="true" />
      <span className="visually-hidden">{SPINNER_TEXTS.loading}</span>
    </div>
  );
}
