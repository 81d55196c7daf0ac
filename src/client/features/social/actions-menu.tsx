import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styles from '../../shell/menu/more-menu.module.css';

export interface ActionsMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  isDanger?: boolean;
}

export interface ActionsMenuProps {
  /** The button's accessible name, e.g. "More actions for Ada". */
  label: string;
  items: readonly ActionsMenuItem[];
  /** Shown as the only entry while the items are still being found out. */
  loadingLabel?: string | null;
  onOpen?: () => void;
}

function focusItem(menu: HTMLElement | null, step: number | 'first' | 'last') {
  const items = Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  if (items.length === 0) return;
  if (step === 'first') return items[0]?.focus();
  if (step === 'last') return items.at(-1)?.focus();
  const current = items.indexOf(document.activeElement as HTMLElement);
  items[(current + step + items.length) % items.length]?.focus();
}

/**
 * A "more" button with a menu of actions (the WAI-ARIA menu button pattern):
 * Enter, Space or a click opens it and focuses the first item; arrows, Home
 * and End move; Escape closes and hands focus back to the button.
 */
export function ActionsMenu({ label, items, loadingLabel, onOpen }: ActionsMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    focusItem(menuRef.current, 'first');
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [isOpen, items.length]);

  function close() {
    setIsOpen(false);
    buttonRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isOpen) return;
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') focusItem(menuRef.current, 1);
    else if (event.key === 'ArrowUp') focusItem(menuRef.current, -1);
    else if (event.key === 'Home') focusItem(menuRef.current, 'first');
    else if (event.key === 'End') focusItem(menuRef.current, 'last');
    else if (event.key === 'Tab') setIsOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  }

  function toggle() {
    if (!isOpen) onOpen?.();
    setIsOpen((open) => !open);
  }

  return (
    <div className={styles.root} ref={rootRef} onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={label}
        onClick={toggle}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </button>
      {isOpen ? (
        <div id={menuId} role="menu" aria-label={label} ref={menuRef} className={styles.menu}>
          {items.length === 0 && loadingLabel ? (
            <div role="menuitem" aria-disabled="true" tabIndex={-1} className={styles.item}>
              {loadingLabel}
            </div>
          ) : null}
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.isDanger ? `${styles.item} ${styles.danger}` : styles.item}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
