import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePresence } from '@client/ui/motion/use-presence';
import { trapTab } from './focus-trap';
import styles from './modal.module.css';
import { lockPageScroll } from './scroll-lock';
import { MODAL_TEXTS } from './texts';
import { useIsClient } from './use-is-client';
import { CloseButton } from '../close-button';
import { useInteractionEffect } from '../use-interaction-effect';

/** Spec §9; modal.module.css uses the same duration. */
const MODAL_ANIMATION_MS = 300;

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's accessible name; also shown as a heading when isTitleVisible. */
  title: string;
  isTitleVisible?: boolean;
  children: ReactNode;
  allowPageScroll?: boolean;
  /** 'narrow' is the sign-in size: at most 380 px wide, at least 695 px tall. */
  width?: 'default' | 'narrow';
  /** Extra class on the dialog box, for a feature's own size (e.g. the new sign-in dialog). */
  dialogClassName?: string;
}

const OPEN = 'open';

/**
 * A modal dialog. Portalled into <body> in the browser; during server rendering
 * and hydration an open modal renders in place so the markup matches.
 * Put data-autofocus on the control that should take focus on open (React's
 * autoFocus would move focus before the modal can record where it came from).
 */
export function Modal(props: ModalProps) {
  const isClient = useIsClient();
  // Stays mounted for the exit animation after isOpen turns false.
  const { item, isLeaving } = usePresence(props.isOpen ? OPEN : null, MODAL_ANIMATION_MS);
  if (item === null) return null;
  const frame = <ModalFrame {...props} isLeaving={isLeaving} />;
  return isClient ? createPortal(frame, document.body) : frame;
}

function ModalFrame({
  onClose,
  title,
  isTitleVisible = false,
  children,
  allowPageScroll = false,
  width = 'default',
  dialogClassName,
  isLeaving,
}: ModalProps & { isLeaving: boolean }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const isBackdropPressRef = useRef(false);
  const isActive = !isLeaving;

  useEffect(() => {
    if (!isActive || allowPageScroll) return;
    return lockPageScroll();
  }, [isActive, allowPageScroll]);

  useInteractionEffect(() => {
    if (!isActive) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) {
      const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
      (preferred ?? dialog).focus({ preventScroll: true });
    }
    // Runs as the exit starts (or on unmount), handing focus back to where it was.
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [isActive]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isActive) return;
    if (event.key === 'Escape') {
      // A nested modal closes alone: the outer one never hears this Escape.
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    trapTab(event, dialogRef.current);
  }

  // Only a press that starts and ends on the backdrop closes; dragging a text
  // selection out of the dialog must not.
  function handleMouseDown(event: MouseEvent<HTMLDivElement>) {
    isBackdropPressRef.current = event.target === event.currentTarget;
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    const isBackdropPress = isBackdropPressRef.current;
    isBackdropPressRef.current = false;
    if (isActive && isBackdropPress && event.target === event.currentTarget) onClose();
  }

  const overlayClass = [styles.overlay, isLeaving ? styles.leaving : ''].filter(Boolean).join(' ');
  const dialogClass = [
    styles.dialog,
    width === 'narrow' ? styles.narrow : '',
    dialogClassName ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={overlayClass}
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      onClick={handleBackdropClick}
    >
      <div
        ref={dialogRef}
        className={dialogClass}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
      >
        <CloseButton label={MODAL_TEXTS.close} onClick={onClose} className={styles.close} />
        {isTitleVisible ? <h2 className={styles.title}>{title}</h2> : null}
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
