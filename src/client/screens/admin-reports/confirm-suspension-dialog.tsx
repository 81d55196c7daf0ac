import { useState } from 'react';
import { Modal } from '../../shell/modal/modal';
import { ADMIN_REPORTS_TEXTS } from './texts';
import styles from './admin-reports.module.css';

export interface ConfirmSuspensionDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  onCancel: () => void;
  /** Resolves true when the suspension went through: the dialog then closes. */
  onConfirm: () => Promise<boolean>;
}

/** Asks before an account or a story is suspended. Loaded the first time one is asked for. */
export default function ConfirmSuspensionDialog(props: ConfirmSuspensionDialogProps) {
  const [isBusy, setIsBusy] = useState(false);

  function handleCancel() {
    if (!isBusy) props.onCancel();
  }

  async function handleConfirm() {
    if (isBusy) return;
    setIsBusy(true);
    await props.onConfirm();
    setIsBusy(false);
  }

  return (
    <Modal isOpen={props.isOpen} onClose={handleCancel} title={props.title} isTitleVisible>
      <div className={styles.dialogBody}>
        <p className={styles.dialogText}>{props.text}</p>
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={handleCancel}
            disabled={isBusy}
            data-autofocus
          >
            {ADMIN_REPORTS_TEXTS.cancel}
          </button>
          <button
            type="button"
            className={styles.dangerButton}
            onClick={() => void handleConfirm()}
            disabled={isBusy}
          >
            {ADMIN_REPORTS_TEXTS.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
