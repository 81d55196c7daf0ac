import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from '../../app/link';
import { POST_TEXTS } from './texts';
import styles from '../../shell/menu/more-menu.module.css';

export interface WriterControlsProps {
  postId: string;
  /** Shown only when the viewer may share a friend link (the author). */
  onShareFriendLink?: (() => void) | null;
}

/** Links of the post management menu (navigation §2.5). */
export function writerLinks(postId: string) {
  const id = encodeURIComponent(postId);
  return [
    { label: POST_TEXTS.editStory, to: `/p/${id}/edit` },
    { label: POST_TEXTS.storySettings, to: `/p/${id}/settings` },
    { label: POST_TEXTS.viewStats, to: `/me/stats/post/${id}` },
  ];
}

function focusItem(menu: HTMLElement | null, step: number) {
  const items = Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next = (current + step + items.length) % items.length;
  items[next]?.focus();
}

/** The writer's menu button: Edit story, Story settings, View stats, Share Friend Link. */
export function WriterControls({ postId, onShareFriendLink }: WriterControlsProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    focusItem(menuRef.current, 1);
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
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') focusItem(menuRef.current, 1);
    else if (event.key === 'ArrowUp') focusItem(menuRef.current, -1);
    else return;
    event.preventDefault();
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
        aria-label={POST_TEXTS.writerControls}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </button>
      {isOpen ? (
        <div id={menuId} role="menu" ref={menuRef} className={styles.menu}>
          {writerLinks(postId).map((item) => (
            <Link key={item.to} to={item.to} role="menuitem" className={styles.item}>
              {item.label}
            </Link>
          ))}
          {onShareFriendLink ? (
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                close();
                onShareFriendLink();
              }}
            >
              {POST_TEXTS.shareFriendLink}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
