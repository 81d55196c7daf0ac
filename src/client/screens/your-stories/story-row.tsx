import { Link } from '@client/app/link';
import { formatReadingTime } from '@client/features/posts/image-url';
import { StoryActionsMenu } from './story-actions-menu';
import { canUnpublish } from './story-filters';
import type { StoryTab } from './story-filters';
import { storyDateLine, storySummary, storyTitle } from './story-summary';
import styles from './your-stories.module.css';
import type { StoryNode } from './your-stories-query';

export interface StoryRowProps {
  story: StoryNode;
  tab: StoryTab;
  onUnpublish: (postId: string) => void;
  onDelete: (story: { id: string; title: string }) => void;
}

/** One story in the list: title, opening, date, reading time, and its menu. */
export function StoryRow({ story, tab, onUnpublish, onDelete }: StoryRowProps) {
  const title = storyTitle(story);
  const summary = storySummary(story);
  const date = storyDateLine(story, tab);
  const editPath = `/p/${encodeURIComponent(story.id)}/edit`;
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>
          <Link to={editPath} className={styles.rowLink}>
            {title}
          </Link>
        </h2>
        {summary ? <p className={styles.rowSummary}>{summary}</p> : null}
        <p className={styles.rowMeta}>
          <span>
            {date.label} <time dateTime={date.iso}>{date.text}</time>
          </span>
          <span aria-hidden="true"> · </span>
          <span>{formatReadingTime(story.readingTime)}</span>
        </p>
      </div>
      <StoryActionsMenu
        postId={story.id}
        title={title}
        canUnpublish={canUnpublish(tab)}
        onUnpublish={() => onUnpublish(story.id)}
        onDelete={() => onDelete({ id: story.id, title })}
      />
    </li>
  );
}
