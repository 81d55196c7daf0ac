import type { AutosaveStatus } from './autosave/autosave-controller';
import { EDITOR_TEXTS } from './texts';
import styles from './editor.module.css';

interface SaveStatusProps {
  status: AutosaveStatus;
  onRetry: () => void;
}

/** "Saving…" / "Saved" quietly; connection trouble and conflicts as visible warnings. */
export function SaveStatus({ status, onRetry }: SaveStatusProps) {
  if (status.kind === 'offline')
    return (
      <p className={styles.warning} role="alert">
        {EDITOR_TEXTS.offline}{' '}
        <button type="button" className={styles.inlineButton} onClick={onRetry}>
          {EDITOR_TEXTS.retryNow}
        </button>
      </p>
    );
  if (status.kind === 'conflict')
    return (
      <p className={styles.warning} role="alert">
        {EDITOR_TEXTS.conflict}{' '}
        <button
          type="button"
          className={styles.inlineButton}
          onClick={() => window.location.reload()}
        >
          {EDITOR_TEXTS.reload}
        </button>
      </p>
    );
  if (status.kind === 'rejected')
    return (
      <p className={styles.warning} role="alert">
        {EDITOR_TEXTS.rejected(status.message)}
      </p>
    );
  const text =
    status.kind === 'saving'
      ? EDITOR_TEXTS.saving
      : status.kind === 'saved'
        ? EDITOR_TEXTS.saved
        : EDITOR_TEXTS.draft;
  return (
    <p className={styles.status} role="status" aria-live="polite">
      {text}
    </p>
  );
}
