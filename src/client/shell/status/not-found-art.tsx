import styles from './not-found-page.module.css';

/** Decorative: an empty frame with a few shapes drifting out of it. Sized by CSS per breakpoint. */
export function NotFoundArt() {
  return (
    <svg className={styles.art} viewBox="0 0 478 478" aria-hidden="true" focusable="false">
      <circle cx="239" cy="239" r="200" fill="var(--color-surface)" />
      <rect
        x="139"
        y="139"
        width="200"
        height="200"
        rx="8"
        fill="none"
        stroke="var(--color-text)"
        strokeWidth="3"
        strokeDasharray="10 12"
      />
      <circle cx="330" cy="150" r="22" fill="var(--color-accent)" />
      <rect x="360" y="250" width="34" height="34" rx="4" fill="var(--color-member-halo)" />
      <path d="M92 330 124 280l32 50z" fill="var(--color-text)" />
      <circle cx="239" cy="239" r="6" fill="var(--color-text)" />
    </svg>
  );
}
