import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ReportReason } from '@client/graphql/generated/graphql';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { Modal } from '@client/ui/overlay/modal';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { REPORT_USER } from './operations';
import { reportButtonLabel, reportDefaults } from './social-rules';
import styles from './social-dialogs.module.css';
import { SOCIAL_TEXTS } from './texts';

export interface ReportUserDialogProps {
  viewerId: string;
  user: { id: string; name: string };
  /** Blocking is on offer (the viewer does not block them yet): the checkbox shows, checked. */
  isBlockOffered: boolean;
  isOpen: boolean;
  onClose: () => void;
}

const REASONS = Object.keys(SOCIAL_TEXTS.reportReasons) as ReportReason[];
const NOTE_LIMIT = 1000;

/** The report dialog with its 'also block' checkbox (navigation §2.8, §4). Loaded on first use. */
export default function ReportUserDialog(props: ReportUserDialogProps) {
  const { viewerId, user, isBlockOffered, isOpen, onClose } = props;
  const { queueToast } = useToasts();
  const [report, { loading: isBusy }] = useMutationOutcome(REPORT_USER);
  const defaults = reportDefaults(isBlockOffered);
  const [alsoBlock, setAlsoBlock] = useState(defaults.alsoBlock);
  const [reason, setReason] = useState<ReportReason>('SPAM');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const noteId = useId();
  const willBlock = defaults.isAlsoBlockShown && alsoBlock;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    setFailure(null);
    const outcome = await report({
      userId: viewerId,
      targetUserId: user.id,
      alsoBlockUser: willBlock,
      reason,
      note: note.trim() || null,
    });
    // A refusal stays in the dialog, with everything chosen and typed.
    if (!outcome.ok) return setFailure(refusalMessage(outcome, SOCIAL_TEXTS.actionFailed));
    queueToast({ message: SOCIAL_TEXTS.reported });
    onClose();
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => !isBusy && onClose()}
      title={SOCIAL_TEXTS.reportTitle(user.name)}
      isTitleVisible
    >
      <form className={styles.body} onSubmit={(event) => void handleSubmit(event)}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{SOCIAL_TEXTS.reportReasonLegend}</legend>
          {REASONS.map((value, index) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                data-autofocus={index === 0 ? true : undefined}
              />
              {SOCIAL_TEXTS.reportReasons[value]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={noteId} className={styles.label}>
          {SOCIAL_TEXTS.reportNote}
        </label>
        <textarea
          id={noteId}
          className={styles.note}
          value={note}
          maxLength={NOTE_LIMIT}
          onChange={(event) => setNote(event.target.value)}
        />
        {defaults.isAlsoBlockShown ? (
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={alsoBlock}
              onChange={(event) => setAlsoBlock(event.target.checked)}
            />
            {SOCIAL_TEXTS.alsoBlock}
          </label>
        ) : null}
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={isBusy}>
            {SOCIAL_TEXTS.cancel}
          </button>
          <button type="submit" className={styles.danger} disabled={isBusy}>
            {reportButtonLabel(willBlock)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
