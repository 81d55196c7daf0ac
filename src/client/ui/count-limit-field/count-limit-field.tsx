import { useId } from 'react';
import { countLimitState } from './count-limit';
import styles from './count-limit-field.module.css';
import { COUNT_LIMIT_TEXTS } from './texts';

export interface CountLimitFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  limit: number;
  description?: string;
  /** Replaces the description and shows an error icon. */
  error?: string | null;
  isMultiline?: boolean;
  name?: string;
}

/**
 * A text field with a character limit: the count shows as count/limit and turns
 * the error colour past the limit, without blocking typing or saving.
 */
export function CountLimitField(props: CountLimitFieldProps) {
  const { label, value, limit, description, error, isMultiline = false } = props;
  const id = useId();
  const helpId = `${id}-help`;
  const countId = `${id}-count`;
  const state = countLimitState(value, limit);
  const describedBy = [error || description ? helpId : null, countId].filter(Boolean).join(' ');
  const control = {
    id,
    name: props.name,
    className: `${styles.input} ${error ? styles.invalid : ''}`,
    value,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
  };
  return (
    <div className={styles.field}>
      <div className={styles.header}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span
          id={countId}
          className={`${styles.count} ${state.isOver ? styles.over : ''}`}
          data-over={state.isOver || undefined}
        >
          {state.text}
          {state.isOver ? (
            <span className={styles.visuallyHidden}>
              {` (${COUNT_LIMIT_TEXTS.overLimit(state.count - limit)})`}
            </span>
          ) : null}
        </span>
      </div>
      {isMultiline ? <textarea rows={3} {...control} /> : <input type="text" {...control} />}
      {error ? (
        <p id={helpId} className={styles.error} role="alert">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <span className={styles.visuallyHidden}>{COUNT_LIMIT_TEXTS.error} </span>
          {error}
        </p>
      ) : description ? (
        <p id={helpId} className={styles.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
