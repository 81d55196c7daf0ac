import type { AutosaveStatus } from './autosave/autosave-controller';
import { SaveStatus } from './save-status';
import { EDITOR_TEXTS } from './texts';
import styles from './editor.module.css';

interface EditorHeaderProps {
  status: AutosaveStatus;
  onRetry: () => void;
  canPublish: boolean;
  onPublish: () => void;
}

export function EditorHeader({ status, onRetry, canPublish, onPublish }: EditorHeaderProps) {
  return (
    <div className={styles.header}>
      <SaveStatus status={status} onRetry={onRetry} />
      <button
        type="button"
        className={styles.publishButton}
        disabled={!canPublish || status.kind === 'conflict'}
        onClick={onPublish}
      >
        {EDITOR_TEXTS.publish}
      </button>
    </div>
  );
}
