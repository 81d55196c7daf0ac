import { useState } from 'react';
import { ConfirmDialog } from '@client/ui/overlay/confirm-dialog';
import { YOUR_STORIES_TEXTS } from './texts';

export interface DeleteStoryDialogProps {
  /** The story to delete; null when the dialog is closed. */
  story: { id: string; title: string } | null;
  onCancel: () => void;
  onConfirm: (postId: string) => Promise<boolean>;
  /** The server's words when the delete was refused. */
  failedText?: string | null;
}

/** Asks before a story is deleted for good. */
export function DeleteStoryDialog({
  story,
  onCancel,
  onConfirm,
  failedText,
}: DeleteStoryDialogProps) {
  // Keeps the text on screen while the dialog animates out.
  const [shown, setShown] = useState(story);
  if (story && story !== shown) setShown(story);

  return (
    <ConfirmDialog
      isOpen={story !== null}
      title={YOUR_STORIES_TEXTS.deleteTitle}
      question={YOUR_STORIES_TEXTS.deleteQuestion(shown?.title ?? '')}
      text={YOUR_STORIES_TEXTS.deleteWarning}
      cancelLabel={YOUR_STORIES_TEXTS.cancel}
      confirmLabel={YOUR_STORIES_TEXTS.confirmDelete}
      busyLabel={YOUR_STORIES_TEXTS.deleting}
      failedText={failedText ?? YOUR_STORIES_TEXTS.actionFailed}
      isCentered
      onCancel={onCancel}
      // Nothing to delete once the dialog is on its way out.
      onConfirm={() => (story ? onConfirm(story.id) : Promise.resolve(true))}
    />
  );
}
