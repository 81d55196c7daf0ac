import { Link } from '@client/app/link';
import { BellIcon } from '@client/shell/nav-bar/nav-icons';
import { Avatar } from '@client/ui/avatar/avatar';
import { baseType } from '@shared/notifications/sentences';
import { cutPreview, namesActor, notificationText } from './notification-text';
import { notificationTarget } from './notification-target';
import { formatNotificationTime } from './notification-time';
import type { NotificationData } from './notifications-operations';
import styles from './notifications.module.css';

export interface NotificationRowProps {
  notification: NotificationData;
  now: Date;
}

const PASSAGE_TYPES = new Set(['quote', 'highlight_was_piled_onto']);

/** The quoted passage or the note a row shows under its sentence, cut to 50 characters. */
function previewOf(notification: NotificationData): string | null {
  const { type } = baseType(notification.notificationType);
  if (PASSAGE_TYPES.has(type)) return notification.quote?.quoteParagraphPreview ?? null;
  return notification.noteReply?.content ?? notification.note?.content ?? null;
}

/** One notification: who, what, on which story, and when. Unknown types render nothing. */
export function NotificationRow({ notification, now }: NotificationRowProps) {
  const parts = notificationText(notification);
  if (!parts) return null;
  const actor = notification.actor;
  const preview = previewOf(notification);
  const target = notificationTarget(notification);
  const body = (
    <>
      {namesActor(notification.notificationType) ? (
        <Avatar user={actor ? { ...actor, name: actor.name || '?' } : { name: '?' }} size="XS" />
      ) : (
        <span className={styles.productMark} aria-hidden="true">
          <BellIcon />
        </span>
      )}
      <span className={styles.rowBody}>
        <span className={styles.sentence}>
          {parts.map((part, index) =>
            part.kind === 'plain' ? (
              part.text
            ) : (
              <strong key={index} className={styles[part.kind]}>
                {part.text}
              </strong>
            ),
          )}
        </span>
        {preview ? <span className={styles.preview}>{cutPreview(preview)}</span> : null}
        <time className={styles.time} dateTime={notification.occurredAt}>
          {formatNotificationTime(notification.occurredAt, now)}
        </time>
      </span>
    </>
  );
  const className = [styles.row, notification.isUnread ? styles.unread : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} data-type={notification.notificationType}>
      {target ? (
        <Link to={target} className={styles.rowLink}>
          {body}
        </Link>
      ) : (
        <div className={styles.rowLink}>{body}</div>
      )}
    </li>
  );
}
