import { useEffect, useRef, useState } from 'react';
import { Link } from '@client/app/link';
import styles from './privacy-banner.module.css';
import { rememberPrivacyAcceptance } from './privacy-marker';
import { PRIVACY_BANNER_TEXTS as TEXTS, PRIVACY_POLICY_PATH } from './texts';

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
        <button
          type="button"
          className={styles.dismiss}
          aria-label={TEXTS.dismiss}
          onClick={handleAccept}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="m6 6 12 12M18 6 6 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    </section>
  );
}
