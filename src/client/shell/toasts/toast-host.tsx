import type { FocusEvent } from 'react';
import { TOAST_TEXTS } from './texts';
import { toastActionsOf } from './toast-actions';
import { TOAST_APPEARANCE, isAlertStyle, isVerifyStyle, toastText } from './toast-appearance';
import { TOAST_ICON_PATHS } from './toast-icons';
import type { PauseReason, Toast } from './toast-queue';
import styles from './toast.module.css';
import { CloseButton } from '@client/ui/close-button';

export interface ToastHostProps {
  toast: Toast | null;
  isLeaving: boolean;
  onDismiss: () => void;
  onPause: (reason: PauseReason) => void;
  onResume: (reason: PauseReason) => void;
}

/**
 * The fixed strip at the bottom of the page. Both live regions are always in the
 * DOM (empty when idle) because screen readers only announce changes inside a
 * region that already existed.
 */
export function ToastHost({ toast, isLeaving, onDismiss, onPause, onResume }: ToastHostProps) {
  const isAlert = toast ? isAlertStyle(toast.toastStyle) : false;
  const card = toast ? (
    <ToastCard
      key={toast.id}
      toast={toast}
      isLeaving={isLeaving}
      onDismiss={onDismiss}
      onPause={onPause}
      onResume={onResume}
    />
  ) : null;
  return (
    <div className={styles.host}>
      <div role="status" aria-live="polite" className={styles.region}>
        {isAlert ? null : card}
      </div>
      <div role="alert" aria-live="assertive" className={styles.region}>
        {isAlert ? card : null}
      </div>
    </div>
  );
}

interface ToastCardProps extends Omit<ToastHostProps, 'toast'> {
  toast: Toast;
}

function ToastCard({ toast, isLeaving, onDismiss, onPause, onResume }: ToastCardProps) {
  const { tone, icon } = TOAST_APPEARANCE[toast.toastStyle];
  const { action, link } = toastActionsOf(toast);
  const className = [
    styles.toast,
    styles[tone],
    isVerifyStyle(toast.toastStyle) ? styles.verify : '',
    isLeaving ? styles.leaving : '',
  ]
    .filter(Boolean)
    .join(' ');

  // Keyboard users get the same grace as pointer users: no expiry while focus is inside.
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onResume('focus');
  }

  return (
    <div
      className={className}
      data-toast-style={toast.toastStyle}
      onPointerEnter={() => onPause('pointer')}
      onPointerLeave={() => onResume('pointer')}
      onFocus={() => onPause('focus')}
      onBlur={handleBlur}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={TOAST_ICON_PATHS[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.message}>
        {toastText(toast)}
        {link ? (
          <>
            {' '}
            <a className={styles.action} href={link.href}>
              {link.label}
            </a>
          </>
        ) : null}
      </p>
      {action ? (
        <button type="button" className={styles.action} onClick={action.onSelect}>
          {action.label}
        </button>
      ) : null}
      <CloseButton
        label={TOAST_TEXTS.dismiss}
        onClick={onDismiss}
        size="small"
        tone="inherit"
        className={styles.close}
      />
    </div>
  );
}
