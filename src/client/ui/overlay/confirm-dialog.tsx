import { useState } from 'react';
import { Modal } from './modal';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Names the dialog and shows as its heading. */
  title: string;
  /** A bold line above the text, e.g. “Delete “My story”?”. */
  question?: string;
  text: string;
  cancelLabel: string;
  /** The danger button. */
  confirmLabel: string;
  /** The danger button's label while the confirmed action runs. */
  busyLabel?: string;
  /** Shown when the action fails; without it the caller reports failures itself. */
  failedText?: string;
  /** Centred for a question about the viewer's own things; aligned to the end otherwise. */
  isCentered?: boolean;
  onCancel: () => void;
  /**
   * Resolves true when the action went through (the caller then closes the
   * dialog); false, or the refusal's own words to show in place of failedText.
   */
  onConfirm: () => Promise<boolean | string>;
}

/**
 * Asks before something that cannot be undone: Cancel (focused first) or a
 * danger button. While the action runs both buttons wait and the dialog
 * cannot be dismissed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function handleCancel() {
    if (isBusy) return;
    setFailure(null);
    props.onCancel();
  }

  async function handleConfirm() {
    if (isBusy) return;
    setIsBusy(true);
    setFailure(null);
    const answer = await props.onConfirm();
    setIsBusy(false);
    if (answer !== true)
      setFailure(typeof answer === 'string' ? answer : (props.failedText ?? null));
  }

  return (
    <Modal isOpen={props.isOpen} onClose={handleCancel} title={props.title} isTitleVisible>
      <div className={props.isCentered ? `${styles.body} ${styles.centered}` : styles.body}>
        {props.question ? <p className={styles.question}>{props.question}</p> : null}
        <p className={styles.text}>{props.text}</p>
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={handleCancel}
            disabled={isBusy}
            data-autofocus
          >
            {props.cancelLabel}
          </button>
          <button
            type="button"
            className={styles.danger}
            onClick={() => void handleConfirm()}
            disabled={isBusy}
          >
            {isBusy && props.busyLabel ? props.busyLabel : props.confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
