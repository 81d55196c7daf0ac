import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { PassageAnchor } from '../highlights/selection-anchor';
import { CountLimitField } from '@client/ui/count-limit-field/count-limit-field';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { CREATE_NOTE, addPrivateNote } from './operations';
import { NOTE_LIMIT } from '@shared/limits';
import { NOTE_TEXTS } from './texts';
import styles from './notes.module.css';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';

export interface NoteComposerProps {
  postId: string;
  anchor: PassageAnchor;
  quoteText: string;
  onClose: () => void;
}

/** Writes a private note on a passage; the note joins the story's notes on save. */
export function NoteComposer({ postId, anchor, quoteText, onClose }: NoteComposerProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createNote, { loading }] = useMutationOutcome(CREATE_NOTE);

  useInteractionEffect(() => {
    formRef.current?.querySelector('textarea')?.focus();
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const outcome = await createNote(
      { postId, ...anchor, content },
      {
        update: (cache, { data }) => {
          if (data) addPrivateNote(cache, postId, data.createNote.id);
        },
      },
    );
    // A refused note stays in the composer, with the reason beside it.
    if (!outcome.ok) return setError(refusalMessage(outcome, NOTE_TEXTS.saveFailed));
    onClose();
  }

  return (
    <form
      ref={formRef}
      className={styles.composer}
      aria-labelledby={titleId}
      onSubmit={(event) => void handleSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {NOTE_TEXTS.composerTitle}
      </h2>
      <blockquote className={styles.passage}>{quoteText}</blockquote>
      <CountLimitField
        label={NOTE_TEXTS.noteLabel}
        description={NOTE_TEXTS.noteDescription}
        value={content}
        onChange={setContent}
        limit={NOTE_LIMIT}
        error={error}
        isMultiline
      />
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {NOTE_TEXTS.cancel}
        </button>
        <button
          type="submit"
          className={styles.primary}
          disabled={loading || content.trim() === ''}
        >
          {NOTE_TEXTS.save}
        </button>
      </div>
    </form>
  );
}
