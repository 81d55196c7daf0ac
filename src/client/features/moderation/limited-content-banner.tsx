import { TOAST_ICON_PATHS } from '@client/shell/toasts/toast-icons';
import { MODERATION_TEXTS } from './texts';
import styles from './limited-content-banner.module.css';

/** Sits above a story's body while staff keep it under review (limited). */
export function LimitedContentBanner({ isLimited }: { isLimited: boolean }) {
  if (!isLimited) return null;
  return (
    <div className={styles.banner} role="note" data-toast-style="LIMITED_STATE_BANNER">
      <svg className={styles.icon} viewBox="0 0 24 24" fill="none" strokeWidth="2" aria-hidden>
        <path d={TOAST_ICON_PATHS.flag} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p>{MODERATION_TEXTS.limitedContent}</p>
    </div>
  );
}
