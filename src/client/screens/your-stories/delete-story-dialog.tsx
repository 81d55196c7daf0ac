import { useState } from 'react';
import { Modal } from '../../shell/modal/modal';
import styles from './your-stories.module.css';
import { YOUR_STORIES_TEXTS } from './texts';

export interface DeleteStoryDialogProps {
  /** The story to delete; null when the dialog is closed. */
  story: { id: string; title: string } | null;
  onCancel: () => void;
  onConfirm: (postId: string) => Promise<boolean>;
}

/** Asks before a story is deleted for good. */
export function DeleteStoryDialog({ story, onCancel, onConfirm }: DeleteStoryDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  // Keeps the text on screen while the dialog animates out.
  const [shown, setShown] = useState(story);
  if (story && story !== shown) setShown(story);

  function handleCancel() {
    if (isBusy) return;
    setHasFailed(false);
    onCancel();
  }

  async function handleDelete() {
    if (!story || isBusy) return;
    setIsBusy(true);
    setHasFailed(false);
    const isDone = await onConfirm(story.id);
    setIsBusy(false);
    if (!isDone) setHasFailed(true);
  }

  return (
    <Modal
      isOpen={story !== null}
      onClose={handleCancel}
      title={YOUR_STORIES_TEXTS.deleteTitle}
      isTitleVisible
    >
      <div className={styles.dialogBody}>
        <p className={styles.dialogQuestion}>
          {YOUR_STORIES_TEXTS.deleteQuestion(shown?.title ?? '')}
        </p>
        <p className={styles.dialogText}>{YOUR_STORIES_TEXTS.deleteWarning}</p>
        {hasFailed ? (
          <p className={styles.dialogError} role="alert">
            {YOUR_STORIES_TEXTS.actionFailed}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={handleCancel}
            disabled={isBusy}
            data-autofocus
          >
            {YOUR_STORIES_TEXTS.cancel}
          </button>
          <button
            type="button"
            className={styles.dangerButton}
            onClick={() => void handleDelete()}
            disabled={isBusy}
          >
            {isBusy ? YOUR_STORIES_TEXTS.deleting : YOUR_STORIES_TEXTS.confirmDelete}
          </button>
        </div>
      </div>
    </Modal>
  );
}
