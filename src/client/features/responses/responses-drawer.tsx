import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE_SELECTOR, trapTabIndex } from '@client/shell/modal/focus-trap';
import { lockPageScroll } from '@client/shell/modal/scroll-lock';
import { usePresence } from '@client/shell/motion/use-presence';
import { RESPONSE_TEXTS } from './texts';
import styles from './responses-drawer.module.css';

/** Same as the slide in responses-drawer.module.css. */
const SLIDE_MS = 300;

export interface ResponsesDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** Where focus goes back when the drawer closes (the responses button). */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * A side drawer on the right. It sits just under toasts, so a toast's Undo
 * stays visible and clickable while the drawer is open.
 */
export function ResponsesDrawer(props: ResponsesDrawerProps) {
  const { item, isLeaving } = usePresence(props.isOpen ? 'open' : null, SLIDE_MS);
  if (item === null) return null;
  return createPortal(<DrawerFrame {...props} isLeaving={isLeaving} />, document.body);
}

function DrawerFrame({
  onClose,
  title,
  returnFocusTo,
  children,
  isLeaving,
}: ResponsesDrawerProps & { isLeaving: boolean }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const isActive = !isLeaving;

  useEffect(() => {
    if (!isActive) return;
    const returnTarget = returnFocusTo.current;
    const release = lockPageScroll();
    panelRef.current?.focus({ preventScroll: true });
    return () => {
      release();
      returnTarget?.focus({ preventScroll: true });
    };
  }, [isActive, returnFocusTo]);

  // On the document, so Escape still closes when focus fell to the page (a
  // button that just disabled itself). A menu or dialog on top stops it first.
  useEffect(() => {
    if (!isActive) return;
    const handleEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', handleEscape);
    return () => document.removeEventListener('keydown', handleEscape);
  }, [isActive, onClose]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isActive) return;
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusable = focusableIn(panel);
    const current = focusable.indexOf(document.activeElement as HTMLElement);
    const target = trapTabIndex(focusable.length, current, event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    (focusable[target] ?? panel).focus();
  }

  return (
    <div className={isLeaving ? `${styles.root} ${styles.leaving}` : styles.root}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={isActive ? onClose : undefined}
      />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={RESPONSE_TEXTS.close}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="m6 6 12 12M18 6 6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
