import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FieldError } from '@client/features/auth/dialog/field-error';
import { redirectDestination } from '@client/features/auth/redirect-target';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import type { RegistrationFormQuery } from '@client/graphql/generated/graphql';
import { signInPageParams } from '../signin/signin-params';
import type { ScreenDefinition, ScreenProps } from '../screen';
import styles from '../simple-page.module.css';
import { CHOOSE_USERNAME, REGISTRATION_FORM_QUERY } from './registration-form-operations';
import { REGISTRATION_TEXTS } from './texts';

/** /registration-form: a new account picks its @username, then goes on to ?redirect=. */
function RegistrationFormScreen({ location }: ScreenProps) {
  const { data } = useQuery(REGISTRATION_FORM_QUERY);
  const viewer = data?.viewer ?? null;
  const { redirect } = signInPageParams(location);
  const ids = { title: useId(), input: useId(), error: useId(), hint: useId() };
  const [username, setUsername] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [choose, { loading }] = useMutationOutcome(CHOOSE_USERNAME);
  const value = username ?? viewer?.username ?? '';

  function fail(message: string) {
    setError(message);
    setAttempt((count) => count + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = value.trim().replace(/^@/, '');
    if (!wanted) {
      fail(REGISTRATION_TEXTS.empty);
      return;
    }
    setError(null);
    const outcome = await choose({ username: wanted });
    // A refusal stays beside the field, which keeps the name typed.
    if (!outcome.ok) return fail(outcome.message);
    if (outcome.data.chooseUsername.__typename !== 'User') return fail(REGISTRATION_TEXTS.tryAgain);
    window.location.assign(redirectDestination(redirect));
  }

  return (
    <main id="main" className={styles.page} aria-labelledby={ids.title}>
      <h1 id={ids.title} className={styles.title}>
        {REGISTRATION_TEXTS.title}
      </h1>
      {viewer ? (
        <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
          <p className={styles.text}>{REGISTRATION_TEXTS.intro}</p>
          <label htmlFor={ids.input} className={styles.label}>
            {REGISTRATION_TEXTS.usernameLabel}
          </label>
          <input
            id={ids.input}
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? ids.error : ids.hint}
            onChange={(event) => setUsername(event.target.value)}
          />
          <p id={ids.hint} className={styles.hint}>
            {REGISTRATION_TEXTS.hint}
          </p>
          <FieldError id={ids.error} message={error} attempt={attempt} />
          <button type="submit" className={styles.button} disabled={loading}>
            {loading ? REGISTRATION_TEXTS.saving : REGISTRATION_TEXTS.submit}
          </button>
        </form>
      ) : (
        <p className={styles.text}>
          <a href="/m/signin">{REGISTRATION_TEXTS.signedOut}</a>
        </p>
      )}
    </main>
  );
}

export const screen: ScreenDefinition<RegistrationFormQuery> = {
  query: REGISTRATION_FORM_QUERY,
  title: (_data, productName) => REGISTRATION_TEXTS.pageTitle(productName),
  Component: RegistrationFormScreen,
};
