import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { TopicVisibility } from '@client/graphql/generated/graphql';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import styles from './new-topic-form.module.css';
import { SAVE_TOPIC } from './topic-operations';
import { NEW_TOPIC_TEXTS as TEXTS } from './texts';

const VISIBILITIES: TopicVisibility[] = ['PUBLIC', 'SPECIAL', 'STAFF'];

/** Staff make a topic from tags; the server checks the fields and answers why it refused. */
export function NewTopicForm({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const id = useId();
  const [save, { loading }] = useMutationOutcome(SAVE_TOPIC);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const field = (name: string) => {
      const value = values.get(name);
      return typeof value === 'string' ? value : '';
    };
    const input = {
      name: field('name'),
      slug: field('slug'),
      description: field('description'),
      visibility: field('visibility') as TopicVisibility,
      tagSlugs: field('tags')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    };
    setMessage(null);
    setError(null);
    const outcome = await save({ input });
    // A refusal keeps the fields as typed and says why beside them.
    if (!outcome.ok) return setError(refusalMessage(outcome, TEXTS.failed));
    form.reset();
    setMessage(TEXTS.saved(outcome.data.saveTopic.name));
    await onSaved();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
      <h2 className={styles.heading}>{TEXTS.heading}</h2>
      <label htmlFor={`${id}-name`}>{TEXTS.name}</label>
      <input id={`${id}-name`} name="name" className={styles.input} required maxLength={80} />
      <label htmlFor={`${id}-slug`}>{TEXTS.slug}</label>
      <input id={`${id}-slug`} name="slug" className={styles.input} required maxLength={60} />
      <label htmlFor={`${id}-description`}>{TEXTS.description}</label>
      <input id={`${id}-description`} name="description" className={styles.input} maxLength={300} />
      <label htmlFor={`${id}-tags`}>{TEXTS.tags}</label>
      <input id={`${id}-tags`} name="tags" className={styles.input} required />
      <label htmlFor={`${id}-visibility`}>{TEXTS.visibility}</label>
      <select id={`${id}-visibility`} name="visibility" className={styles.input}>
        {VISIBILITIES.map((visibility) => (
          <option key={visibility} value={visibility}>
            {visibility}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.submit} disabled={loading}>
        {TEXTS.submit}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.message}>
        {message}
      </p>
    </form>
  );
}
