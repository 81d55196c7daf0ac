import { useMutation } from '@apollo/client/react';
import { ConfirmDialog } from '@client/ui/overlay/confirm-dialog';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { BLOCK_USER } from './operations';
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

  async function handleConfirm(): Promise<boolean> {
    try {
      const result = await block({ variables: { userId: viewerId, targetUserId: user.id } });
      if (result.error || !result.data) return false;
      queueToast({ message: SOCIAL_TEXTS.blocked });
      onClose();
      return true;
    } catch {
      return false;
    }
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={SOCIAL_TEXTS.blockTitle(user.name)}
      text={SOCIAL_TEXTS.blockBody}
      cancelLabel={SOCIAL_TEXTS.cancel}
      confirmLabel={SOCIAL_TEXTS.blockConfirm}
      failedText={SOCIAL_TEXTS.actionFailed}
      onCancel={onClose}
      onConfirm={handleConfirm}
    />
  );
}
