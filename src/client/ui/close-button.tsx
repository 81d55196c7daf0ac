import styles from './close-button.module.css';

export interface CloseButtonProps {
  /** The accessible name: what closing does ('Close', 'Dismiss', 'Close responses'). */
  label: string;
  onClick: () => void;
  /** 'large' (40px, dialogs and drawers) or 'small' (32px, toasts and banners). */
  size?: 'large' | 'small';
  /** 'muted' grey that darkens on hover, or 'inherit' the text colour (coloured toasts). */
  tone?: 'muted' | 'inherit';
  /** Placement from the caller. */
  className?: string;
}

/** The ✕ button that closes a dialog, drawer, toast or banner. */
export function CloseButton({
  label,
  onClick,
  size = 'large',
  tone = 'muted',
  className,
}: CloseButtonProps) {
  const iconSize = size === 'large' ? 24 : 20;
  const classes = [styles.button, styles[size], styles[tone], className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-label={label} onClick={onClick}>
      <svg
        viewBox="0 0 24 24"
        width={iconSize}
        height={iconSize}
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="m6 6 12 12M18 6 6 18"
          fill="none"
          stroke="currentColor"
          strokeWidth={size === 'large' ? 1.5 : 1.75}
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
