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
import { useEmailAvailability } from './use-email-availability';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';
import { useSendAuthEmail } from './use-send-auth-email';

/**
 * ENTER_EMAIL: the address (and the full name when registering), then the
 * magic link. The new dialog asks for the name only once emailAvailability
 * says the address is new: an existing account goes straight to the mail.
 */
export function EmailStep({ env, titleId }: { env: FlowEnv; titleId: string }) {
  const { state, variant, dispatch } = env;
  const ids = { email: useId(), name: useId(), error: useId(), sub: useId() };
  const nameRef = useRef<HTMLInputElement>(null);
  const [fullName, setFullName] = useState('');
  // The new dialog's name field shows once an address turned out to be new.
  const [isNameAsked, setIsNameAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isTypo, setIsTypo] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const typoCheckedFor = useRef<string | null>(null);
  const captcha = useCaptcha(
    env.authConfig?.captcha,
    env.flags,
    requestOperation(variant, state.operation),
  );
  const availability = useEmailAvailability(captcha);
  const { submit, isSending } = useSendAuthEmail(env, availability.sendCaptcha);
  const isBusy = isSending || availability.isChecking;
  const isRegister = state.operation === 'register';
  const checksFirst = isRegister && variant === 'new';
  const showsName = isRegister && (!checksFirst || isNameAsked);
  const label = submitLabel(variant, state.operation);
  const subheader = emailSubheader(state, variant);
  const hasGoogle = isGoogleAvailable({
    flags: env.flags,
    socialProviders: env.authConfig?.socialProviders ?? [],
    userAgent: env.userAgent,
  });

  // The name field replaces nothing: focus moves to it so the person types on.
  useInteractionEffect(() => {
    if (isNameAsked) nameRef.current?.focus();
  }, [isNameAsked]);

  function fail(message: string, typo = false) {
    setError(message);
    setIsTypo(typo);
    setAttempt((count) => count + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
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
    let asksName = isRegister;
    if (checksFirst) {
      const answer = await availability.check(email);
      if (!answer.ok) {
        if (answer.message) fail(answer.message);
        return;
      }
      asksName = answer.isAvailable;
      if (asksName && !isNameAsked) {
        // A new address: now the name, then Next again sends the link.
        setError(null);
        setIsNameAsked(true);
        return;
      }
    }
    const name = asksName ? checkName(fullName) : null;
    if (name && !name.ok) {
      fail(name.message);
      return;
    }
    setError(null);
    const message = await submit(email, name?.ok ? name.name : null);
    if (message) fail(message);
  }

  const nameField = (
    <div className={styles.field}>
      <label htmlFor={ids.name}>{SUSI_TEXTS.fullNameLabel}</label>
      <input
        id={ids.name}
        ref={nameRef}
        className={styles.input}
        name="fullName"
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
    </div>
  );

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
        {showsName && !checksFirst ? nameField : null}
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
        {/* Asked after the address, the name comes below it. */}
        {showsName && checksFirst ? nameField : null}
        {captcha.slot}
        <button type="submit" className={styles.primaryButton} disabled={isBusy}>
          {availability.isChecking ? SUSI_TEXTS.checking : isSending ? SUSI_TEXTS.sending : label}
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
