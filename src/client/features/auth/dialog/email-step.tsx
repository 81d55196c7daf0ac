import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { checkName } from '@shared/users/name-rule';
import { isGoogleAvailable, requestOperation } from '../auth-methods';
import { useCaptcha } from '../captcha/use-captcha';
import { checkEmail, normalizeEmail } from '../email-validation';
import { allOptionsLabel, emailSubheader, stepTitle, submitLabel } from '../step-texts';
import { SUSI_TEXTS } from '../texts';
import { ConsentLine } from './consent-line';
import { FieldError } from './field-error';
import type { FlowEnv } from './flow-env';
import { GoogleSuggestion } from './google-suggestion';
import { StepTitle } from './step-title';
import styles from './susi.module.css';
import { useSendAuthEmail } from './use-send-auth-email';

/** ENTER_EMAIL: the address (and the full name when registering), then the magic link. */
export function EmailStep({ env, titleId }: { env: FlowEnv; titleId: string }) {
  const { state, variant, dispatch } = env;
  const ids = { email: useId(), name: useId(), error: useId(), sub: useId() };
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isTypo, setIsTypo] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const typoCheckedFor = useRef<string | null>(null);
  const captcha = useCaptcha(
    env.authConfig?.captcha,
    env.flags,
    requestOperation(variant, state.operation),
  );
  const { submit, isSending } = useSendAuthEmail(env, captcha);
  const isRegister = state.operation === 'register';
  const label = submitLabel(variant, state.operation);
  const subheader = emailSubheader(state, variant);
  const hasGoogle = isGoogleAvailable({
    flags: env.flags,
    socialProviders: env.authConfig?.socialProviders ?? [],
    userAgent: env.userAgent,
  });

  function fail(message: string, typo = false) {
    setError(message);
    setIsTypo(typo);
    setAttempt((count) => count + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const email = normalizeEmail(state.email);
    dispatch({ type: 'setEmail', email });
    const problem = checkEmail(email, hasGoogle);
    // The Google hint shows once per address; sending the same address again goes ahead.
    if (problem === 'googleTypo' && typoCheckedFor.current !== email) {
      typoCheckedFor.current = email;
      fail(SUSI_TEXTS.googleTypo, true);
      return;
    }
    if (problem === 'invalid' || (problem === 'googleTypo' && !isEmailShaped(email))) {
      fail(SUSI_TEXTS.invalidEmail);
      return;
    }
    const name = isRegister ? checkName(fullName) : null;
    if (name && !name.ok) {
      fail(name.message);
      return;
    }
    setError(null);
    const message = await submit(email, name?.ok ? name.name : null);
    if (message) fail(message);
  }

  return (
    <>
      <StepTitle id={titleId} isEmbedded={env.isEmbedded}>
        {stepTitle(state, variant, env.productName)}
      </StepTitle>
      {subheader ? (
        <p id={ids.sub} className={styles.subheader}>
          {subheader}
        </p>
      ) : null}
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        {isRegister ? (
          <div className={styles.field}>
            <label htmlFor={ids.name}>{SUSI_TEXTS.fullNameLabel}</label>
            <input
              id={ids.name}
              className={styles.input}
              name="fullName"
              autoComplete="name"
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
            />
          </div>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={ids.email}>{SUSI_TEXTS.emailLabel}</label>
          <input
            id={ids.email}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            data-autofocus
            value={state.email}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? ids.error : subheader ? ids.sub : undefined}
            onChange={(event) => dispatch({ type: 'setEmail', email: event.target.value })}
          />
          <FieldError id={ids.error} message={error} attempt={attempt} />
          {isTypo ? <GoogleSuggestion env={env} /> : null}
        </div>
        {captcha.slot}
        <button type="submit" className={styles.primaryButton} disabled={isSending}>
          {isSending ? SUSI_TEXTS.sending : label}
        </button>
      </form>
      {isRegister ? <ConsentLine cta={label} productName={env.productName} /> : null}
      <p className={styles.footerSwitch}>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => dispatch({ type: 'goToOptions', variant })}
        >
          {allOptionsLabel(variant, state.operation)}
        </button>
      </p>
    </>
  );
}

function isEmailShaped(email: string): boolean {
  return checkEmail(email, false) === null;
}
