import styles from './susi.module.css';

export interface FieldErrorProps {
  id: string;
  message: string | null;
  /** Changes on every new error, replaying the 400 ms shake. */
  attempt: number;
}

/** The red text under an input; announced politely as it appears. */
export function FieldError({ id, message, attempt }: FieldErrorProps) {
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {message ? (
        <span key={attempt} className={styles.shake} style={{ display: 'inline-block' }}>
          {message}
        </span>
      ) : null}
    </p>
  );
}
