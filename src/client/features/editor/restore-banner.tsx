import { EDITOR_TEXTS } from './texts';
import styles from './editor.module.css';

export function RestoreBanner({
  onRestore,
  onDiscard,
}: {
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className={styles.restore} role="region" aria-label={EDITOR_TEXTS.restoreTitle}>
      <p>{EDITOR_TEXTS.restoreTitle}</p>
      <button type="button" className={styles.inlineButton} onClick={onRestore}>
        {EDITOR_TEXTS.restore}
      </button>
      <button type="button" className={styles.inlineButton} onClick={onDiscard}>
        {EDITOR_TEXTS.discard}
      </button>
    </div>
  );
}
