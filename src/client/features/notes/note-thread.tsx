import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { NoteFieldsFragment } from '@client/graphql/generated/graphql';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { CountLimitField } from '@client/ui/count-limit-field/count-limit-field';
import { DELETE_NOTE, UPDATE_NOTE, removePrivateNote } from './operations';
import { NoteReplyForm } from './note-reply-form';
import { NOTE_LIMIT } from '@shared/limits';
import { NOTE_TEXTS } from './texts';
import styles from './notes.module.css';

export interface NoteThreadProps {
  note: NoteFieldsFragment;
  postId: string;
  /** The viewer wrote the note: may edit and delete it. */
  isWriter: boolean;
  /** The note's writer or the story's side: may reply. */
  canReply: boolean;
}

/** A private note under its passage: the text, the replies, and the writer's controls. */
export function NoteThread({ note, postId, isWriter, canReply }: NoteThreadProps) {
  const titleId = useId();
  const { queueToast } = useToasts();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [updateNote, { loading: isSaving }] = useMutationOutcome(UPDATE_NOTE);
  const [deleteNote, { loading: isDeleting }] = useMutationOutcome(DELETE_NOTE);

  async function handleSave(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    setError(null);
    const outcome = await updateNote({ noteId: note.id, content: draft });
    // A refused edit stays open, with the reason beside it.
    if (!outcome.ok) return setError(refusalMessage(outcome, NOTE_TEXTS.saveFailed));
    setDraft(null);
  }

  async function handleDelete() {
    const outcome = await deleteNote(
      { noteId: note.id },
      {
        update: (cache, { data }) => {
          if (data) removePrivateNote(cache, postId, note.id);
        },
      },
    );
    if (!outcome.ok)
      queueToast({
        message: refusalMessage(outcome, NOTE_TEXTS.deleteFailed),
        toastStyle: 'ERROR',
      });
  }

  return (
    <article className={styles.thread} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {NOTE_TEXTS.noteBy(note.author.name)}
      </h2>
      <blockquote className={styles.passage}>{note.quoteText}</blockquote>
      {draft === null ? (
        <p className={styles.content}>{note.content}</p>
      ) : (
        <form onSubmit={(event) => void handleSave(event)}>
          <CountLimitField
            label={NOTE_TEXTS.editLabel}
            value={draft}
            onChange={setDraft}
            limit={NOTE_LIMIT}
            error={error}
            isMultiline
          />
          <div className={styles.buttons}>
            <button type="button" className={styles.secondary} onClick={() => setDraft(null)}>
              {NOTE_TEXTS.cancel}
            </button>
            <button
              type="submit"
              className={styles.primary}
              disabled={isSaving || draft.trim() === ''}
            >
              {NOTE_TEXTS.save}
            </button>
          </div>
        </form>
      )}
      {isWriter && draft === null ? (
        <div className={styles.buttons}>
          {isConfirmingDelete ? (
            <>
              <span className={styles.confirm}>{NOTE_TEXTS.confirmDelete}</span>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setIsConfirmingDelete(false)}
              >
                {NOTE_TEXTS.cancel}
              </button>
              <button
                type="button"
                className={styles.danger}
                disabled={isDeleting}
                onClick={() => void handleDelete()}
              >
                {NOTE_TEXTS.delete}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={styles.link} onClick={() => setDraft(note.content)}>
                {NOTE_TEXTS.edit}
              </button>
              <button
                type="button"
                className={styles.link}
                onClick={() => setIsConfirmingDelete(true)}
              >
                {NOTE_TEXTS.delete}
              </button>
            </>
          )}
        </div>
      ) : null}
      {note.replies.length > 0 ? (
        <ol className={styles.replies} aria-label={NOTE_TEXTS.replies}>
          {note.replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <span className={styles.replyAuthor}>{reply.author.name}</span>
              <p className={styles.content}>{reply.content}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {canReply ? <NoteReplyForm noteId={note.id} /> : null}
    </article>
  );
}
