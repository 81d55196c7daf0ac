/** Elements that can take keyboard focus inside a dialog (hidden ones are filtered out at runtime). */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Where Tab should send focus in a dialog with `count` focusable elements, given
 * the index of the focused one (-1 when focus sits on the dialog itself).
 * Returns the index to focus, -1 to keep focus on the dialog (nothing focusable),
 * or null to let the browser move focus normally (not at an edge).
 */
export function trapTabIndex(
  count: number,
  currentIndex: number,
  isBackward: boolean,
): number | null {
  if (count <= 0) return -1;
  if (currentIndex < 0 || currentIndex >= count) return isBackward ? count - 1 : 0;
  if (isBackward && currentIndex === 0) return count - 1;
  if (!isBackward && currentIndex === count - 1) return 0;
  return null;
}

/** The elements inside `container` that can take focus now (hidden ones cannot). */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab inside an open dialog or drawer: at either edge focus wraps
 * around, and with nothing focusable it stays on the container itself.
 */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
  container: HTMLElement | null,
): void {
  if (event.key !== 'Tab' || !container) return;
  const focusable = focusableIn(container);
  const current = focusable.indexOf(document.activeElement as HTMLElement);
  const target = trapTabIndex(focusable.length, current, event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  (focusable[target] ?? container).focus();
}
