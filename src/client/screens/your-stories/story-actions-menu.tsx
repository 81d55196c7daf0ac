import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from '../../app/link';
import styles from './your-stories.module.css';
import { YOUR_STORIES_TEXTS } from './texts';

export interface StoryActionsMenuProps {
  postId: string;
  title: string;
  canUnpublish: boolean;
  onUnpublish: () => void;
  onDelete: () => void;
}

function focusItem(menu: HTMLElement | null, target: 'next' | 'previous' | 'first' | 'last') {
  const items = Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const index =
    target === 'first'
      ? 0
      : target === 'last'
        ? items.length - 1
        : (current + (target === 'next' ? 1 : -1) + items.length) % items.length;
  items[index]?.focus();
}

const KEY_TARGETS: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** The row's menu button: Edit, Story settings, Unpublish (when published), Delete. */
export function StoryActionsMenu(props: StoryActionsMenuProps) {
  const { postId, title } = props;
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = encodeURIComponent(postId);

  useEffect(() => {
    if (!isOpen) return;
    focusItem(menuRef.current, 'first');
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [isOpen]);

  function close() {
    setIsOpen(false);
    buttonRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isOpen) return;
    if (event.key === 'Tab') {
      setIsOpen(false);
      return;
    }
    const target = KEY_TARGETS[event.key];
    if (event.key === 'Escape') close();
    else if (target) focusItem(menuRef.current, target);
    else return;
    event.preventDefault();
  }

  function choose(action: () => void) {
    close();
    action();
  }

  return (
    <div className={styles.menuRoot} ref={rootRef} onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={YOUR_STORIES_TEXTS.storyActions(title)}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </button>
      {isOpen ? (
        <div
          id={menuId}
          role="menu"
          ref={menuRef}
          className={styles.menu}
          aria-label={YOUR_STORIES_TEXTS.storyActions(title)}
        >
          <Link to={`/p/${id}/edit`} role="menuitem" tabIndex={-1} className={styles.menuItem}>
            {YOUR_STORIES_TEXTS.edit}
          </Link>
          <Link to={`/p/${id}/settings`} role="menuitem" tabIndex={-1} className={styles.menuItem}>
            {YOUR_STORIES_TEXTS.settings}
          </Link>
          {props.canUnpublish ? (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => choose(props.onUnpublish)}
            >
              {YOUR_STORIES_TEXTS.unpublish}
            </button>
          ) : null}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${styles.menuItem} ${styles.dangerItem}`}
            onClick={() => choose(props.onDelete)}
          >
            {YOUR_STORIES_TEXTS.delete}
          </button>
        </div>
      ) : null}
    </div>
  );
}
