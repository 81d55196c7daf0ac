import { SUSI_TEXTS } from '../texts';
import styles from './susi.module.css';

/** The operator's terms of service and privacy policy: the Legal page (README, "About, Help and Legal"). */
const LEGAL_PATH = '/legal';

/**
 * 'Click "{cta}" to agree…', with Terms of Service and Privacy Policy as links.
 * `cta` is the label of a button the step shows. The links open in a new tab
 * so reading the terms does not lose what was typed into the dialog.
 */
export function ConsentLine({ cta, productName }: { cta: string; productName: string }) {
  const text = SUSI_TEXTS.consent(cta, productName);
  const { terms, privacy } = SUSI_TEXTS.consentLinks;
  // The link words are the last of their kind: a name or label before them may hold them too.
  const privacyAt = text.lastIndexOf(privacy);
  const termsAt = text.lastIndexOf(terms, privacyAt);
  const link = (label: string) => (
    <a href={LEGAL_PATH} target="_blank" rel="noopener">
      {label}
    </a>
  );
  return (
    <p className={styles.consent}>
      {text.slice(0, termsAt)}
      {link(terms)}
      {text.slice(termsAt + terms.length, privacyAt)}
      {link(privacy)}
      {text.slice(privacyAt + privacy.length)}
    </p>
  );
}
