import { useId } from 'react';
import styles from './design.module.css';

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  names: Record<T, string>;
  onChange: (value: T) => void;
}

/** One of a few named values (a font set, a size, a treatment). */
export function ChoiceField<T extends string>({
  label,
  value,
  names,
  onChange,
}: ChoiceFieldProps<T>) {
  const id = useId();
  const choices = Object.keys(names) as T[];
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {names[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
