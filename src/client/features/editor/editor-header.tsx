import type { AutosaveStatus } from './autosave/autosave-controller';
import { SaveStatus } from './save-status';
import { EDITOR_TEXTS } from './texts';
import styles from './editor.module.css';

interface EditorHeaderProps {
  status: AutosaveStatus;
  onRetry: () => void;
  canPublish: boolean;
  /** Publishing again puts edits live: the button says so. */
  isPublished: boolean;
  /** Where the draft stands with a publication (navigation §4), when not a plain draft. */
  draftLabel: string | null;
  onPublish: () => void;
}

export function EditorHeader(props: EditorHeaderProps) {
  const { status, canPublish } = props;
  const isEmpty = !canPublish;
  const label = props.draftLabel === EDITOR_TEXTS.draft ? null : props.draftLabel;
  return (
    <div className={styles.header}>
      <SaveStatus status={status} onRetry={props.onRetry} />
      {label ? (
        <p className={styles.draftLabel} data-testid="editor-draft-label" aria-live="polite">
          {label}
        </p>
      ) : null}
      <div className={styles.publishGroup}>
        {isEmpty ? (
          <span id="publish-disabled-reason" className={styles.publishReason}>
            {EDITOR_TEXTS.emptyDraftReason}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.publishButton}
          disabled={isEmpty || status.kind === 'conflict'}
          aria-describedby={isEmpty ? 'publish-disabled-reason' : undefined}
          onClick={props.onPublish}
        >
          {props.isPublished ? EDITOR_TEXTS.publishChanges : EDITOR_TEXTS.publish}
        </button>
      </div>
    </div>
  );
}
