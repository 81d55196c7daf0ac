import { readingListToastText } from '@client/features/reading-list/reading-list-toast';
import { TOAST_TEXTS } from './texts';
import type { ToastIconName } from './toast-icons';
import type { Toast, ToastStyle } from './toast-queue';

export const TOAST_SLIDE_DOWN_MS = 300;

/** Background families; each style adds its own icon and accent colour on top. */
type ToastTone = 'dark' | 'danger' | 'accent' | 'light';

export interface ToastAppearance {
  tone: ToastTone;
  icon: ToastIconName;
}

export const TOAST_APPEARANCE: Record<ToastStyle, ToastAppearance> = {
  MESSAGE: { tone: 'dark', icon: 'info' },
  ERROR: { tone: 'danger', icon: 'alert' },
  ACCENT: { tone: 'accent', icon: 'star' },
  EU_PRIVACY_BANNER: { tone: 'light', icon: 'shield' },
  VERIFY_EMAIL: { tone: 'light', icon: 'mail' },
  SENT_VERIFICATION_EMAIL: { tone: 'light', icon: 'mailSent' },
  LIMITED_STATE_BANNER: { tone: 'light', icon: 'flag' },
  RETRYABLE_ERROR: { tone: 'danger', icon: 'retry' },
  NEWSLETTER_SUBSCRIBE: { tone: 'accent', icon: 'mailPlus' },
  NEWSLETTER_UNSUBSCRIBE: { tone: 'dark', icon: 'mailMinus' },
  USER_SUSPENDED: { tone: 'light', icon: 'userOff' },
  POST_SUSPENDED: { tone: 'light', icon: 'postOff' },
  HIDE_POST_RESPONSE: { tone: 'dark', icon: 'eyeOff' },
  POST_PINNED_TO_COLLECTION_HOMEPAGE: { tone: 'dark', icon: 'pin' },
  SUBSCRIBE_SUCCESS: { tone: 'accent', icon: 'checkCircle' },
  SUBSCRIBE_FAIL: { tone: 'danger', icon: 'crossCircle' },
  SUBSCRIBED_ALREADY: { tone: 'dark', icon: 'checkDouble' },
  SUBSCRIBE_SELF: { tone: 'dark', icon: 'user' },
  READING_LIST_NOTIFICATION: { tone: 'dark', icon: 'bookmark' },
};

/** Errors interrupt (role="alert"); everything else waits its turn (role="status"). */
export function isAlertStyle(style: ToastStyle): boolean {
  return style === 'ERROR' || style === 'RETRYABLE_ERROR';
}

/** Verify-email toasts are narrower (420 px) than the rest (640 px). */
export function isVerifyStyle(style: ToastStyle): boolean {
  return style === 'VERIFY_EMAIL' || style === 'SENT_VERIFICATION_EMAIL';
}

/** The text to show; a retryable error with no message gets the generic one. */
export function toastText(toast: Pick<Toast, 'message' | 'toastStyle'>): string {
  if (toast.toastStyle === 'RETRYABLE_ERROR' && toast.message.trim() === '') {
    return TOAST_TEXTS.retryableErrorDefault;
  }
  // Its message is 'postId:kind:searchQuery'; the reader sees the words for the kind.
  if (toast.toastStyle === 'READING_LIST_NOTIFICATION') return readingListToastText(toast.message);
  return toast.message;
}
