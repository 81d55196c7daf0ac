import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { CountLimitField } from '@client/ui/count-limit-field/count-limit-field';
import { errorMessage } from './error-message';
import { REPLY_TO_NOTE, addNoteReply } from './operations';
import { NOTE_LIMIT } from '@shared/limits';
import { NOTE_TEXTS } from './texts';
import styles from './notes.module.css';

/** Answers a private note: for its writer and the story's side. */
export function NoteReplyForm({ noteId }: { noteId: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [replyToNote, { loading }] = useMutation(REPLY_TO_NOTE);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await replyToNote({
        variables: { noteId, content },
        update: (cache, { data }) => {
          if (data) addNoteReply(cache, noteId, data.replyToNote.id);
        },
      });
      setContent('');
    } catch (caught) {
      setError(errorMessage(caught, NOTE_TEXTS.replyFailed));
    }
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
