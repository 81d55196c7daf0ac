import { useState } from 'react';
import { useViewer } from '@client/app/use-viewer';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import styles from './bookmark-button.module.css';
import { isOnReadingList } from './reading-list-state';
import { READING_LIST_TEXTS } from './texts';
import { useReadingListChange } from './use-reading-list-change';

export interface BookmarkButtonProps {
  post: { id: string; readingListState: string };
}

/** The susiEntry for sign-up offered from a bookmark click. */
const BOOKMARK_SIGN_IN_ENTRY = 'bookmark';

/**
 * Saves the story to the reading list, or takes it off (archived stories count
 * as saved). A toggle: its name stays 'Save' and aria-pressed tells the state.
 * The state comes from the cached Post, so every button for the story agrees.
 */
export function BookmarkButton({ post }: BookmarkButtonProps) {
  const viewer = useViewer();
  const signIn = useSignInDialog();
  const changeState = useReadingListChange();
  const [isSending, setIsSending] = useState(false);
  const isSaved = isOnReadingList(post.readingListState);

  async function handleClick() {
    if (!viewer) {
      signIn.open({ operation: 'register', entry: BOOKMARK_SIGN_IN_ENTRY });
      return;
    }
    if (isSending) return;
    setIsSending(true);
    try {
      await changeState(post, isSaved ? 'NONE' : 'QUEUE');
    } finally {
      setIsSending(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.button}
      aria-label={READING_LIST_TEXTS.save}
      aria-pressed={isSaved}
      title={isSaved ? READING_LIST_TEXTS.saved : READING_LIST_TEXTS.save}
      onClick={() => void handleClick()}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M6.5 4.5h11v15.2l-5.5-4-5.5 4z"
          fill={isSaved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        {isSaved ? null : <path d="M12 8v5m-2.5-2.5h5" stroke="currentColor" strokeWidth="1.5" />}
      </svg>
    </button>
  );
}
