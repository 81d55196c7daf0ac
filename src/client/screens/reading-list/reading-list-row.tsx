import { StoryListItem } from '@client/features/posts/story-list-item';
import { asReadingListState } from '@client/features/reading-list/reading-list-state';
import type { ReadingListState } from '@client/features/reading-list/reading-list-state';
import styles from './reading-list.module.css';
import type { ReadingListPreview } from './reading-list-query';
import { READING_LIST_SCREEN_TEXTS as TEXTS } from './texts';

export interface ReadingListRowProps {
  preview: ReadingListPreview;
  onMove: (post: { id: string; readingListState: string }, to: ReadingListState) => void;
}

/** A story card with what the list can do to it: Archive or Unarchive, and Remove. */
export function ReadingListRow({ preview, onMove }: ReadingListRowProps) {
  const { post } = preview;
  const state = asReadingListState(post.readingListState);
  const actions =
    state === 'NONE' ? null : (
      <>
        <button
          type="button"
          className={styles.action}
          onClick={() => onMove(post, state === 'ARCHIVE' ? 'QUEUE' : 'ARCHIVE')}
        >
          {state === 'ARCHIVE' ? TEXTS.unarchive : TEXTS.archive}
        </button>
        <button type="button" className={styles.action} onClick={() => onMove(post, 'NONE')}>
          {TEXTS.remove}
        </button>
      </>
    );
  return (
    <li className={styles.row}>
      <StoryListItem story={post} actions={actions} />
    </li>
  );
}
