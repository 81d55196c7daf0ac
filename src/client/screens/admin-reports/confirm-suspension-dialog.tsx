import { ConfirmDialog } from '@client/ui/overlay/confirm-dialog';
import { ADMIN_REPORTS_TEXTS } from './texts';

export interface ConfirmSuspensionDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  onCancel: () => void;
  /** Resolves true when the suspension went through: the dialog then closes. */
  onConfirm: () => Promise<boolean>;
}

/**
 * Asks before an account or a story is suspended. Loaded the first time one is
 * asked for. The screen reports a failed suspension itself.
 */
export default function ConfirmSuspensionDialog(props: ConfirmSuspensionDialogProps) {
  return (
    <ConfirmDialog
      isOpen={props.isOpen}
      title={props.title}
      text={props.text}
      cancelLabel={ADMIN_REPORTS_TEXTS.cancel}
      confirmLabel={ADMIN_REPORTS_TEXTS.confirm}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    />
  );
}
