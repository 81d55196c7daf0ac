import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Modal } from '../../shell/modal/modal';
import { useToasts } from '../../shell/toasts/toast-provider';
import { BLOCK_USER } from './operations';
import styles from './social-dialogs.module.css';
import { SOCIAL_TEXTS } from './texts';

export interface BlockUserDialogProps {
  viewerId: string;
  user: { id: string; name: string };
  isOpen: boolean;
  onClose: () => void;
}

/** Asks before blocking someone (navigation §2.8). Loaded the first time Block is chosen. */
export default function BlockUserDialog({ viewerId, user, isOpen, onClose }: BlockUserDialogProps) {
  const { queueToast } = useToasts();
  const [block] = useMutation(BLOCK_USER);
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  async function handleConfirm() {
    if (isBusy) return;
    setIsBusy(true);
    setHasFailed(false);
    try {
      const result = await block({ variables: { userId: viewerId, targetUserId: user.id } });
      if (result.error || !result.data) throw new Error('Not blocked', { cause: result.error });
      queueToast({ message: SOCIAL_TEXTS.blocked });
      onClose();
    } catch {
      setHasFailed(true);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => !isBusy && onClose()}
      title={SOCIAL_TEXTS.blockTitle(user.name)}
      isTitleVisible
    >
      <div className={styles.body}>
        <p className={styles.text}>{SOCIAL_TEXTS.blockBody}</p>
        {hasFailed ? (
          <p className={styles.error} role="alert">
            {SOCIAL_TEXTS.actionFailed}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={onClose}
            disabled={isBusy}
            data-autofocus
          >
            {SOCIAL_TEXTS.cancel}
          </button>
          <button
            type="button"
            className={styles.danger}
            onClick={() => void handleConfirm()}
            disabled={isBusy}
          >
            {SOCIAL_TEXTS.blockConfirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
