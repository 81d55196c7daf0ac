import { useId } from 'react';
import { colorError, parseColor } from '@shared/design/color';
import styles from './design.module.css';
import { DESIGN_TEXTS as TEXTS } from './texts';

interface ColorFieldProps {
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
}

/** The swatch picker for the eye and the text field for exact values; both edit one value. */
export function ColorField({ label, help, value, onChange }: ColorFieldProps) {
  const id = useId();
  const error = colorError(value);
  const swatch = error ? '#000000' : parseColor(value);
  const described = error ? `${id}-help ${id}-error` : `${id}-help`;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {label}
      </label>
      <div className={styles.colorRow}>
        <input
          type="color"
          className={styles.swatch}
          aria-label={TEXTS.colorPicker(label)}
          value={swatch}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={`${id}-text`}
          className={styles.input}
          value={value}
          maxLength={64}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={`${id}-help`} className={styles.help}>
        {help}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
