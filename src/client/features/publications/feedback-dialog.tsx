import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { Modal } from '@client/ui/overlay/modal';
import { FEEDBACK_MAX_LENGTH } from '@shared/content/publication-aurora';
import { SEND_PUBLICATION_FEEDBACK } from './publication-menu-query';
import styles from './publication-menu.module.css';
import { FEEDBACK_TEXTS as TEXTS } from './texts';

export interface FeedbackDialogProps {
  publication: { id: string; name: string };
  isOpen: boolean;
  onClose: () => void;
}

/** Send feedback (navigation §2.4): the editor's message to the operator; loaded on first use. */
export default function FeedbackDialog({ publication, isOpen, onClose }: FeedbackDialogProps) {
  const { queueToast } = useToasts();
  const [send, { loading: isBusy }] = useMutationOutcome(SEND_PUBLICATION_FEEDBACK);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const messageId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    setFailure(null);
    const outcome = await send({ collectionId: publication.id, message });
    // The server's refusal (empty, too long, too often) says what to change; the text stays.
    if (!outcome.ok) return setFailure(refusalMessage(outcome, TEXTS.failed));
    if (!outcome.data.sendPublicationFeedback) return setFailure(TEXTS.failed);
    queueToast({ message: TEXTS.sent });
    onClose();
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => !isBusy && onClose()}
      title={TEXTS.title(publication.name)}
      isTitleVisible
    >
      <form className={styles.body} onSubmit={(event) => void handleSubmit(event)}>
        <p>{TEXTS.intro}</p>
        <label htmlFor={messageId} className={styles.label}>
          {TEXTS.label}
        </label>
        <textarea
          id={messageId}
          className={styles.message}
          value={message}
          maxLength={FEEDBACK_MAX_LENGTH}
          required
          data-autofocus
          onChange={(event) => setMessage(event.target.value)}
        />
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={isBusy}>
            {TEXTS.cancel}
          </button>
          <button type="submit" className={styles.primary} disabled={isBusy}>
            {isBusy ? TEXTS.sending : TEXTS.send}
          </button>
        </div>
      </form>
    </Modal>
  );
}
