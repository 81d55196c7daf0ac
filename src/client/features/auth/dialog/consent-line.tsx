import { SUSI_TEXTS } from '../texts';
import styles from './susi.module.css';

export function ConsentLine({ cta, productName }: { cta: string; productName: string }) {
  return <p className={styles.consent}>{SUSI_TEXTS.consent(cta, productName)}</p>;
}
