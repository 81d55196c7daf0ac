import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { textOf } from './form-text';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from './newsletter-texts';
import styles from './publications.module.css';

export interface NewsletterFormInput {
  name: string;
  description: string;
}

/**
 * A newsletter's name and description, to create it and to rename it: the
 * server's refusal (a missing or too long name…) is shown under the fields.
 */
export function NewsletterForm(props: {
  name?: string;
  description?: string;
  /** Above the fields, inside the form (a heading and its help). */
  intro?: ReactNode;
  submit: string;
  busy: string;
  /** Throws with the server's words when refused. */
  /** Resolves to the server's refusal, or null once it is done. */
  onSubmit: (input: NewsletterFormInput) => Promise<string | null>;
}) {
  const ids = { name: useId(), description: useId(), help: useId() };
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setIsBusy(true);
    const refusal = await props.onSubmit({
      name: textOf(form, 'name'),
      description: textOf(form, 'description'),
    });
    setError(refusal);
    setIsBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
      {props.intro}
      <div className={styles.field}>
        <label htmlFor={ids.name}>{TEXTS.name}</label>
        <input
          id={ids.name}
          name="name"
          className={styles.input}
          defaultValue={props.name}
          required
          maxLength={60}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.description}>{TEXTS.description}</label>
        <textarea
          id={ids.description}
          name="description"
          className={styles.input}
          defaultValue={props.description}
          maxLength={280}
          rows={3}
          aria-describedby={ids.help}
        />
        <p id={ids.help} className={styles.help}>
          {TEXTS.descriptionHelp}
        </p>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isBusy}>
          {isBusy ? props.busy : props.submit}
        </button>
      </div>
    </form>
  );
}
