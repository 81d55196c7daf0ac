import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { MenuContext } from './menu-context';
import { matchIndex, moveForKey, nextIndex } from './menu-focus';
import type { MenuMove } from './menu-focus';
import styles from './menu.module.css';
import moreStyles from './more-menu.module.css';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';

/** How the menu looks: the dropdown below the nav bar, or the compact "more" menu beside content. */
type MenuLook = 'dropdown' | 'more';

const LOOKS: Record<MenuLook, { root?: string; menu?: string; item?: string }> = {
  dropdown: { root: styles.root, menu: styles.menu, item: styles.item },
  more: { root: moreStyles.root, menu: moreStyles.menu, item: moreStyles.item },
};

export interface MenuButtonProps {
  /** The trigger's accessible name (also names the menu). */
  label: string;
  /** What the trigger shows, e.g. an avatar or an icon. */
  trigger: ReactNode;
  triggerClassName?: string;
  menuClassName?: string;
  look?: MenuLook;
  /** The items; mounted only while the menu is open, so they may be lazy. */
  children: ReactNode;
  onOpenChange?: (isOpen: boolean) => void;
  /** The pointer is over the button or it has focus: a chance to preload the items. */
  onIntent?: () => void;
}

const TYPEAHEAD_RESET_MS = 500;

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * A button that opens a menu, keyboard operable after the WAI-ARIA menu button
 * pattern: Enter, Space or ArrowDown open it on the first item, ArrowUp on the
 * last; arrows, Home and End move, letters jump to a matching item, Escape
 * closes and returns to the button, Tab closes and moves on.
 */
export function MenuButton(props: MenuButtonProps) {
  const { label, trigger, triggerClassName, menuClassName, children, onIntent } = props;
  const look = LOOKS[props.look ?? 'dropdown'];
  const [isOpen, setIsOpen] = useState(false);
  const [hasItems, setHasItems] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<MenuMove>('first');
  const typed = useRef({ text: '', at: 0 });
  // The latest callback, so a caller's inline function does not re-run the open effect.
  const onOpenChange = useRef(props.onOpenChange);
  useEffect(() => {
    onOpenChange.current = props.onOpenChange;
  });

  const setOpen = useCallback((next: boolean) => {
    setIsOpen(next);
    onOpenChange.current?.(next);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, [setOpen]);
  const context = useMemo(() => ({ close, itemClassName: look.item ?? '' }), [close, look.item]);

  useInteractionEffect(() => {
    if (!isOpen) {
      setHasItems(false);
      return;
    }
    const menu = menuRef.current;
    // Lazy items arrive after the menu mounts: focus the first one when it appears,
    // and again when the focused entry is replaced (a loading entry by the real items).
    const focusWhenReady = () => {
      const items = itemsOf(menu);
      if (items.length === 0) return;
      setHasItems(true);
      if (menu?.contains(document.activeElement)) return;
      items[nextIndex(pendingFocus.current, -1, items.length)]?.focus();
    };
    const observer = new MutationObserver(focusWhenReady);
    focusWhenReady();
    if (menu) observer.observe(menu, { childList: true, subtree: true });
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerdown', handlePointer);
    };
  }, [isOpen, setOpen]);

  function openAt(move: MenuMove) {
    pendingFocus.current = move;
    setOpen(true);
  }

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function focusAt(index: number) {
    itemsOf(menuRef.current)[index]?.focus();
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemsOf(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const move = moveForKey(event.key);
    if (move) {
      event.preventDefault();
      focusAt(nextIndex(move, current, items.length));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      // Focus returns to the button first, so the browser's Tab moves on from there.
      buttonRef.current?.focus();
      setOpen(false);
    } else if (event.key === ' ' && current >= 0) {
      event.preventDefault();
      items[current]?.click();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const text = now - typed.current.at > TYPEAHEAD_RESET_MS ? '' : typed.current.text;
      typed.current = { text: text + event.key, at: now };
      const labels = items.map((item) => item.textContent ?? '');
      const index = matchIndex(labels, typed.current.text, current);
      if (index >= 0) focusAt(index);
    }
  }

  return (
    <div className={look.root} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? setOpen(false) : openAt('first'))}
        onKeyDown={handleTriggerKeyDown}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {trigger}
      </button>
      {isOpen ? (
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-labelledby={buttonId}
          aria-busy={hasItems ? undefined : true}
          className={[look.menu, menuClassName].filter(Boolean).join(' ')}
          onKeyDown={handleMenuKeyDown}
        >
          <MenuContext.Provider value={context}>
            <Suspense fallback={<span className={styles.loading} />}>{children}</Suspense>
          </MenuContext.Provider>
        </div>
      ) : null}
    </div>
  );
}
