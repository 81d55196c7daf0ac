import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styles from './selection-menu.module.css';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

export interface SelectionMenuProps {
  label: string;
  actions: MenuAction[];
  /** Where the passage is, relative to the story body: the menu floats above its middle. */
  position: { top: number; left: number };
  /** `hadFocus`: Escape was pressed inside the menu, so focus should go back where it came from. */
  onClose: (options: { hadFocus: boolean }) => void;
  /** Move focus to the first action on opening (opened from the keyboard). */
  autoFocus?: boolean;
}

/**
 * The floating toolbar over a selected passage or a highlight. One Tab stop
 * (arrow keys move between actions); Tab from the page jumps into it while it
 * is open; Escape or a press elsewhere closes it.
 */
export function SelectionMenu(props: SelectionMenuProps) {
  const { label, actions, position, onClose, autoFocus = false } = props;
  const menuRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  useInteractionEffect(() => {
    if (autoFocus) menuRef.current?.querySelector('button')?.focus();
  }, [autoFocus]);

  useInteractionEffect(() => {
    function handleKeyDown(event: globalThis.KeyboardEvent) {
      const menu = menuRef.current;
      if (!menu) return;
      const isInside = menu.contains(document.activeElement);
      if (event.key === 'Escape') {
        onClose({ hadFocus: isInside });
        return;
      }
      if (event.key === 'Tab' && !event.shiftKey && !isInside) {
        event.preventDefault();
        menu.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
      }
    }
    function handlePointerDown(event: PointerEvent) {
      const target = event.target;
      if (target instanceof Node && menuRef.current?.contains(target)) return;
      onClose({ hadFocus: false });
    }
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [onClose]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next: number | null = step ? (activeIndex + step + actions.length) % actions.length : null;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = actions.length - 1;
    if (next === null) return;
    event.preventDefault();
    setActiveIndex(next);
    menuRef.current?.querySelectorAll('button')[next]?.focus();
  }

  return (
    <div
      ref={menuRef}
      role="toolbar"
      aria-label={label}
      className={styles.menu}
      style={{ top: position.top, left: position.left }}
      onKeyDown={handleKeyDown}
      // Pressing a button must not collapse the reader's selection.
      onMouseDown={(event) => event.preventDefault()}
    >
      {actions.map((action, index) => (
        <button
          key={action.label}
          type="button"
          className={styles.action}
          tabIndex={index === activeIndex ? 0 : -1}
          onFocus={() => setActiveIndex(index)}
          onClick={action.onSelect}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
