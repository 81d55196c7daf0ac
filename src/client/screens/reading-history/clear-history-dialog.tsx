import { READING_HISTORY_TEXTS } from '@client/features/reading-history/texts';
import { ConfirmDialog } from '@client/ui/overlay/confirm-dialog';

export interface ClearHistoryDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<boolean>;
}

/** Asks before the whole reading history goes. Loaded the first time Clear all is pressed. */
export default function ClearHistoryDialog({
  isOpen,
  onCancel,
  onConfirm,
}: ClearHistoryDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={READING_HISTORY_TEXTS.clearTitle}
      question={READING_HISTORY_TEXTS.clearQuestion}
      text={READING_HISTORY_TEXTS.clearWarning}
      cancelLabel={READING_HISTORY_TEXTS.cancel}
      confirmLabel={READING_HISTORY_TEXTS.confirmClear}
      busyLabel={READING_HISTORY_TEXTS.clearing}
      failedText={READING_HISTORY_TEXTS.actionFailed}
      isCentered
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
