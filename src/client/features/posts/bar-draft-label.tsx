import { useSyncExternalStore } from 'react';
import styles from './bar-draft-label.module.css';

/**
 * The draft label of the story on show, for the top bar (navigation §2.1).
 * The story page sets it after it mounts; the server renders none.
 */
let currentLabel: string | null = null;
const listeners = new Set<() => void>();

export function setBarDraftLabel(label: string | null): void {
  if (label === currentLabel) return;
  currentLabel = label;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function useBarDraftLabel(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => currentLabel,
    () => null,
  );
}

export function BarDraftLabel() {
  const label = useBarDraftLabel();
  return label ? (
    <span className={styles.label} data-testid="bar-draft-label">
      {label}
    </span>
  ) : null;
}
