import { useState } from 'react';
import { Link } from '@client/app/link';
import { formatDate, formatReadingTime } from '@client/features/posts/image-url';
import type { ReadingHistoryEdge } from '@client/features/reading-history/reading-history-operations';
import { READING_HISTORY_TEXTS } from '@client/features/reading-history/texts';
import styles from './reading-history.module.css';

export interface ReadingHistoryRowProps {
  edge: ReadingHistoryEdge;
  onRemove: (postId: string) => Promise<boolean>;
}

/** One story the viewer read: title, author, when it was read, and Remove. */
export function ReadingHistoryRow({ edge, onRemove }: ReadingHistoryRowProps) {
  const { node: story, readAt } = edge;
  const [isRemoving, setIsRemoving] = useState(false);
  const title = story.title || READING_HISTORY_TEXTS.untitled;

  async function handleRemove() {
    setIsRemoving(true);
    const isDone = await onRemove(story.id);
    // On success the row leaves the list; only a failure needs the button back.
    if (!isDone) setIsRemoving(false);
  }

  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>
          <Link to={story.mediumUrl} className={styles.rowLink}>
            {title}
          </Link>
        </h2>
        {story.subtitle ? <p className={styles.rowSubtitle}>{story.subtitle}</p> : null}
        <p className={styles.rowMeta}>
          <Link to={`/@${story.creator.username}`} className={styles.author}>
            {story.creator.name}
          </Link>
          <span aria-hidden="true"> · </span>
          <time dateTime={readAt}>{READING_HISTORY_TEXTS.readOn(formatDate(readAt))}</time>
          <span aria-hidden="true"> · </span>
          <span>{formatReadingTime(story.readingTime)}</span>
        </p>
      </div>
      <button
        type="button"
        className={styles.secondaryButton}
        aria-label={READING_HISTORY_TEXTS.removeLabel(title)}
        onClick={() => void handleRemove()}
        disabled={isRemoving}
      >
        {READING_HISTORY_TEXTS.remove}
      </button>
    </li>
  );
}
