import type { Toast } from './toast-queue';

/** A button on a toast, passed as extraParams.action. */
export interface ToastButtonAction {
  label: string;
  onSelect: () => void;
}

/** A link on a toast, passed as extraParams.link. */
export interface ToastLinkAction {
  label: string;
  href: string;
}

function isButtonAction(value: unknown): value is ToastButtonAction {
  const action = value as Partial<ToastButtonAction> | null;
  return (
    typeof action === 'object' &&
    action !== null &&
    typeof action.label === 'string' &&
    typeof action.onSelect === 'function'
  );
}

function isLinkAction(value: unknown): value is ToastLinkAction {
  const link = value as Partial<ToastLinkAction> | null;
  return (
    typeof link === 'object' &&
    link !== null &&
    typeof link.label === 'string' &&
    typeof link.href === 'string'
  );
}

export function toastActionsOf(toast: Pick<Toast, 'extraParams'>): {
  action: ToastButtonAction | null;
  link: ToastLinkAction | null;
} {
  const params = toast.extraParams ?? {};
  return {
    action: isButtonAction(params.action) ? params.action : null,
    link: isLinkAction(params.link) ? params.link : null,
  };
}
