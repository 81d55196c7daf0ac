import { useState } from 'react';
import { Modal } from '../../shell/modal/modal';
import { READING_HISTORY_TEXTS } from '../../features/reading-history/texts';
import styles from './reading-history.module.css';

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
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  function handleCancel() {
    if (isBusy) return;
    setHasFailed(false);
    onCancel();
  }

  async function handleConfirm() {
    if (isBusy) return;
    setIsBusy(true);
    setHasFailed(false);
    const isDone = await onConfirm();
    setIsBusy(false);
    if (!isDone) setHasFailed(true);
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={handleCancel}
      title={READING_HISTORY_TEXTS.clearTitle}
      isTitleVisible
    >
      <div className={styles.dialogBody}>
        <p className={styles.dialogQuestion}>{READING_HISTORY_TEXTS.clearQuestion}</p>
        <p className={styles.dialogText}>{READING_HISTORY_TEXTS.clearWarning}</p>
        {hasFailed ? (
          <p className={styles.dialogError} role="alert">
            {READING_HISTORY_TEXTS.actionFailed}
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
            {READING_HISTORY_TEXTS.cancel}
          </button>
          <button
            type="button"
            className={styles.dangerButton}
            onClick={() => void handleConfirm()}
            disabled={isBusy}
          >
            {isBusy ? READING_HISTORY_TEXTS.clearing : READING_HISTORY_TEXTS.confirmClear}
          </button>
        </div>
      </div>
    </Modal>
  );
}
