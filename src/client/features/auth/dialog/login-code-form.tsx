import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { track } from '@client/reporting/install-reporting';
import { interpretCodeResult } from '../auth-results';
import { LOGIN_CODE_LENGTH, isValidLoginCode } from '../email-validation';
import { VERIFY_LOGIN_CODE } from '../operations';
import { SUSI_TEXTS } from '../texts';
import { FieldError } from './field-error';
import styles from './susi.module.css';

/** The 6-digit code from the e-mail: entered, validated, verified, then off to the auth URL. */
export function LoginCodeForm() {
  const ids = { input: useId(), error: useId() };
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [verify, { loading }] = useMutationOutcome(VERIFY_LOGIN_CODE);

  function fail(message: string) {
    setError(message);
    setAttempt((count) => count + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const loginCode = code.trim();
    if (!isValidLoginCode(loginCode)) {
      fail(SUSI_TEXTS.loginCodeLength);
      return;
    }
    track('susi.loginCode.submitted');
    const outcome = await verify({ loginCode });
    if (!outcome.ok) {
      // The result union's BadRequest, NotFound and TooManyRequests, or a GraphQL error.
      if (outcome.code === 'TooManyRequests') track('susi.loginCode.exceededAttempts');
      fail(refusalMessage(outcome, SUSI_TEXTS.tryAgain));
      return;
    }
    const answer = interpretCodeResult(outcome.data.verifyLoginCode);
    if (answer.kind === 'redirect') {
      track('susi.loginCode.verified');
      window.location.assign(answer.authUrl);
      return;
    }
    fail(answer.message ?? SUSI_TEXTS.tryAgain);
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className={styles.field}>
        <label htmlFor={ids.input}>{SUSI_TEXTS.loginCodeLabel}</label>
        <input
          id={ids.input}
          className={styles.input}
          name="loginCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={LOGIN_CODE_LENGTH}
          data-autofocus
          value={code}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <FieldError id={ids.error} message={error} attempt={attempt} />
      </div>
      <button type="submit" className={styles.primaryButton} disabled={loading}>
        {SUSI_TEXTS.verifyCode}
      </button>
    </form>
  );
}
