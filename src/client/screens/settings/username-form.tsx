import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@client/app/link';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { normaliseUsername } from './profile-draft';
import { CHANGE_USERNAME } from './settings-operations';
import styles from './settings.module.css';
import { SETTINGS_TEXTS as TEXTS } from './texts';
import { useUsernameCheck } from './use-username-check';

/** The @username, checked while typing; the change applies at once and the old handle is let go. */
export function UsernameForm({ username }: { username: string }) {
  const ids = { input: useId(), help: useId(), status: useId() };
  const [current, setCurrent] = useState(username);
  const [value, setValue] = useState(username);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [changeUsername, { loading: isSaving }] = useMutationOutcome(CHANGE_USERNAME);
  const { queueToast } = useToasts();
  const check = useUsernameCheck(value, current);
  const error = saveError ?? (check.state === 'unavailable' ? check.message : null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = normaliseUsername(value);
    if (!wanted) {
      setSaveError(TEXTS.usernameEmpty);
      return;
    }
    if (wanted === current || isSaving) return;
    setSaveError(null);
    const outcome = await changeUsername({ username: wanted });
    // A refusal stays beside the field, which keeps the name typed.
    if (!outcome.ok) return setSaveError(outcome.message);
    const answer = outcome.data.changeUsername;
    if (answer.__typename !== 'User') return setSaveError(TEXTS.saveFailed);
    setCurrent(answer.username);
    setValue(answer.username);
    queueToast({ message: TEXTS.usernameChanged(answer.username) });
  }

  const statusText =
    check.state === 'checking'
      ? TEXTS.checkingUsername
      : check.state === 'available'
        ? TEXTS.usernameAvailable(check.username)
        : '';
  return (
    <form
      className={styles.form}
      aria-labelledby="settings-username"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id="settings-username" className={styles.subheading}>
        {TEXTS.usernameSection}
      </h3>
      <div className={styles.field}>
        <label htmlFor={ids.input} className={styles.label}>
          {TEXTS.usernameLabel}
        </label>
        <div className={styles.usernameRow}>
          <span className={styles.prefix} aria-hidden="true">
            @
          </span>
          <input
            id={ids.input}
            className={`${styles.input} ${error ? styles.invalid : ''}`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids.status} ${ids.help}`}
            onChange={(event) => {
              setValue(event.target.value);
              setSaveError(null);
            }}
          />
        </div>
        <p id={ids.status} className={error ? styles.error : styles.status} aria-live="polite">
          {error ?? statusText}
        </p>
        <p id={ids.help} className={styles.help}>
          {TEXTS.usernameHelp} {TEXTS.usernameOldNote}
        </p>
      </div>
      <div className={styles.actions}>
        <Link to={`/@${encodeURIComponent(current)}`} className={styles.textLink}>
          {TEXTS.viewProfile}
        </Link>
        <button
          type="submit"
          className={styles.primaryButton}
          disabled={isSaving || check.state === 'unavailable'}
        >
          {isSaving ? TEXTS.changingUsername : TEXTS.changeUsername}
        </button>
      </div>
    </form>
  );
}
