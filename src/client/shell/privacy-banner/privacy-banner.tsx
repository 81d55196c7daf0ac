import { useEffect, useRef, useState } from 'react';
import { Link } from '@client/app/link';
import styles from './privacy-banner.module.css';
import { rememberPrivacyAcceptance } from './privacy-marker';
import { PRIVACY_BANNER_TEXTS as TEXTS, PRIVACY_POLICY_PATH } from './texts';
import { CloseButton } from '@client/ui/close-button';

export interface PrivacyBannerProps {
  /** Decided by the server: an EU visitor, logged out, who has not accepted yet. */
  isInitiallyVisible: boolean;
  onShown: () => void;
  onAccepted: () => void;
}

/** The EU privacy notice. It never times out; only accepting (or ×, which counts as accepting) hides it. */
export function PrivacyBanner({ isInitiallyVisible, onShown, onAccepted }: PrivacyBannerProps) {
  const [isVisible, setIsVisible] = useState(isInitiallyVisible);
  const hasReportedShownRef = useRef(false);

  useEffect(() => {
    // Once per page: Strict Mode re-running effects must not double-count the impression.
    if (!isInitiallyVisible || hasReportedShownRef.current) return;
    hasReportedShownRef.current = true;
    onShown();
  }, [isInitiallyVisible, onShown]);

  if (!isVisible) return null;

  function handleAccept() {
    setIsVisible(false);
    rememberPrivacyAcceptance(document, () => window.localStorage);
    onAccepted();
  }

  return (
    <section
      className={styles.banner}
      aria-label={TEXTS.label}
      data-toast-style="EU_PRIVACY_BANNER"
    >
      <p className={styles.text}>
        {TEXTS.beforeLink}
        <Link to={PRIVACY_POLICY_PATH} className={styles.link}>
          {TEXTS.link}
        </Link>
        {TEXTS.afterLink}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={handleAccept}>
          {TEXTS.accept}
        </button>
        <CloseButton label={TEXTS.dismiss} onClick={handleAccept} size="small" />
      </div>
    </section>
  );
}
