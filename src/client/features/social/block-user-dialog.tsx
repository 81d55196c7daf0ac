import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
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
  const [block] = useMutationOutcome(BLOCK_USER);

  // A refusal stays in the dialog, in the server's words.
  async function handleConfirm(): Promise<true | string> {
    const outcome = await block({ userId: viewerId, targetUserId: user.id });
    if (!outcome.ok) return refusalMessage(outcome, SOCIAL_TEXTS.actionFailed);
    queueToast({ message: SOCIAL_TEXTS.blocked });
    onClose();
    return true;
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
