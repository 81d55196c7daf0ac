import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from '@client/ui/overlay/focus-trap';
import { lockPageScroll } from '@client/ui/overlay/scroll-lock';
import { usePresence } from '@client/ui/motion/use-presence';
import { RESPONSE_TEXTS } from './texts';
import styles from './responses-drawer.module.css';
import { CloseButton } from '@client/ui/close-button';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';

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

  useInteractionEffect(() => {
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
  useInteractionEffect(() => {
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
    trapTab(event, panelRef.current);
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
          <CloseButton label={RESPONSE_TEXTS.close} onClick={onClose} className={styles.close} />
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
