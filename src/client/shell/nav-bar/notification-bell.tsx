import { useQuery } from '@apollo/client/react';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link } from '@client/app/link';
import { NOTIFICATION_STATUS_QUERY } from '@client/features/notifications/notification-status-operations';
import { unreadCountText } from '@client/features/notifications/unread-count';
import { track } from '@client/reporting/install-reporting';
import { BellIcon } from './nav-icons';
import { NAV_PATHS } from './nav-paths';
import styles from './nav-bar.module.css';
import { bellLabel } from './texts';
import { useMarkNotificationsViewed } from './use-mark-notifications-viewed';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';

const NotificationsPopover = lazy(
  () => import('@client/features/notifications/notifications-popover'),
);

/** The unread count is checked again every minute while the page is open. */
const STATUS_POLL_MS = 60_000;

/** From this width the bell opens the popover; narrower screens get the full page. */
const POPOVER_MEDIA = '(min-width: 552px)';

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The bell with the unread count; opening it shows the popover and resets the count to 0. */
export function NotificationBell() {
  const { data } = useQuery(NOTIFICATION_STATUS_QUERY, {
    ssr: false,
    pollInterval: STATUS_POLL_MS,
  });
  const markViewed = useMarkNotificationsViewed();
  const [isOpen, setIsOpen] = useState(false);
  const popoverId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const count = data?.notificationStatus.unreadNotificationCount ?? 0;

  useInteractionEffect(() => {
    if (!isOpen) return;
    popoverRef.current?.focus();
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [isOpen]);

  function open() {
    setIsOpen(true);
    track('nav.clicked', { item: 'notifications', unreadCount: count });
    void markViewed();
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event) || !window.matchMedia(POPOVER_MEDIA).matches) return;
    event.preventDefault();
    if (isOpen) setIsOpen(false);
    else open();
  }

  function closeAndReturnFocus() {
    setIsOpen(false);
    rootRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }

  return (
    <div
      className={styles.bellRoot}
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          closeAndReturnFocus();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the popover closes it, as for any non-modal popover.
        const next = event.relatedTarget as Node | null;
        if (isOpen && next && !rootRef.current?.contains(next)) setIsOpen(false);
      }}
    >
      <Link
        to={NAV_PATHS.notifications}
        className={styles.iconLink}
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        onClick={handleClick}
      >
        <BellIcon />
        {count > 0 ? (
          <span className={styles.bellCount} aria-hidden="true" data-testid="bell-count">
            {unreadCountText(count)}
          </span>
        ) : null}
      </Link>
      {isOpen ? (
        <div
          id={popoverId}
          ref={popoverRef}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className={styles.popover}
          onClick={(event) => {
            // Following a row or Your stats leaves the popover behind.
            if ((event.target as Element).closest('a')) setIsOpen(false);
          }}
        >
          <Suspense fallback={<div className={styles.popoverLoading} />}>
            <NotificationsPopover headingId={headingId} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
