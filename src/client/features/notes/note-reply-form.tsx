import { useState } from 'react';
import type { FormEvent } from 'react';
import { CountLimitField } from '@client/ui/count-limit-field/count-limit-field';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { REPLY_TO_NOTE, addNoteReply } from './operations';
import { NOTE_LIMIT } from '@shared/limits';
import { NOTE_TEXTS } from './texts';
import styles from './notes.module.css';

/** Answers a private note: for its writer and the story's side. */
export function NoteReplyForm({ noteId }: { noteId: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [replyToNote, { loading }] = useMutationOutcome(REPLY_TO_NOTE);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const outcome = await replyToNote(
      { noteId, content },
      {
        update: (cache, { data }) => {
          if (data) addNoteReply(cache, noteId, data.replyToNote.id);
        },
      },
    );
    // A refused reply keeps its text, with the reason beside it.
    if (!outcome.ok) return setError(refusalMessage(outcome, NOTE_TEXTS.replyFailed));
    setContent('');
  }

  return (
    <form className={styles.replyForm} onSubmit={(event) => void handleSubmit(event)}>
      <CountLimitField
        label={NOTE_TEXTS.replyLabel}
        value={content}
        onChange={setContent}
        limit={NOTE_LIMIT}
        error={error}
        isMultiline
      />
      <div className={styles.buttons}>
        <button
          type="submit"
          className={styles.primary}
          disabled={loading || content.trim() === ''}
        >
          {NOTE_TEXTS.sendReply}
        </button>
      </div>
    </form>
  );
}
