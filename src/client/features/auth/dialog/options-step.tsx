import { track } from '@client/reporting/install-reporting';
import { availableMethods, requestOperation } from '../auth-methods';
import type { SocialProvider } from '../auth-methods';
import { authOrigin } from '../redirect-target';
import { socialSignInUrl } from '../social-url';
import { methodLabel, stepTitle } from '../step-texts';
import { SERVICE_NAMES, SUSI_TEXTS } from '../texts';
import { ConsentLine } from './consent-line';
import type { FlowEnv } from './flow-env';
import { ProviderIcon } from './provider-icon';
import { StepTitle } from './step-title';
import styles from './susi.module.css';

/** LOGIN_OPTIONS (old dialog), SIGNIN_OPTIONS or SIGNUP_OPTIONS (new dialog). */
export function OptionsStep({ env, titleId }: { env: FlowEnv; titleId: string }) {
  const { state, variant, flags, authConfig, dispatch } = env;
  const methods = availableMethods({
    variant,
    operation: state.operation,
    flags,
    socialProviders: authConfig?.socialProviders ?? [],
    userAgent: env.userAgent,
  });
  const isRegister = state.operation === 'register';
  const socialLabels = methods.social.map((provider) =>
    methodLabel(variant, state.operation, SERVICE_NAMES[provider]),
  );
  const emailLabel =
    methods.email === 'button'
      ? methodLabel(variant, state.operation, SERVICE_NAMES.email)
      : methods.email === 'link'
        ? SUSI_TEXTS.signUpWithEmailLink
        : null;
  // The consent line names a button this step shows: the first one offered.
  const consentCta = [...socialLabels, emailLabel].find((label) => label !== null) ?? null;

  async function handleSocial(provider: SocialProvider) {
    track('susi.methodClicked', {
      method: provider,
      susiEntry: state.entry,
      operation: state.operation,
    });
    const redirect = await env.getRedirect();
    window.location.assign(
      socialSignInUrl({
        provider,
        redirect,
        operation: requestOperation(variant, state.operation),
        entry: state.entry,
        authOrigin: authOrigin(authConfig?.authDomain, env.isCustomDomain),
      }),
    );
  }

  function handleEmail() {
    track('susi.methodClicked', {
      method: 'email',
      susiEntry: state.entry,
      operation: state.operation,
    });
    dispatch({ type: 'goToEmail' });
  }

  const switchTo = isRegister ? 'login' : 'register';
  return (
    <>
      <StepTitle id={titleId} isEmbedded={env.isEmbedded}>
        {stepTitle(state, variant, env.productName)}
      </StepTitle>
      {env.isConfigLoading ? (
        <p className={styles.muted} role="status">
          {SUSI_TEXTS.dialogLoading}
        </p>
      ) : null}
      <ul className={styles.methods} hidden={env.isConfigLoading}>
        {methods.social.map((provider, index) => (
          <li key={provider}>
            <button
              type="button"
              className={styles.methodButton}
              onClick={() => void handleSocial(provider)}
            >
              <ProviderIcon provider={provider} />
              {socialLabels[index]}
            </button>
          </li>
        ))}
        {methods.email === 'button' ? (
          <li>
            <button type="button" className={styles.methodButton} onClick={handleEmail}>
              <ProviderIcon provider="email" />
              {emailLabel}
            </button>
          </li>
        ) : null}
      </ul>
      {methods.email === 'link' ? (
        <button type="button" className={styles.textButton} onClick={handleEmail}>
          {emailLabel}
        </button>
      ) : null}
      <p className={styles.footerSwitch}>
        {isRegister ? SUSI_TEXTS.haveAccount : SUSI_TEXTS.noAccount}{' '}
        <button
          type="button"
          className={styles.textButton}
          onClick={() => dispatch({ type: 'switchOperation', variant, operation: switchTo })}
        >
          {isRegister ? SUSI_TEXTS.signInSwitch : SUSI_TEXTS.createOne}
        </button>
      </p>
      {isRegister && consentCta && !env.isConfigLoading ? (
        <ConsentLine cta={consentCta} productName={env.productName} />
      ) : null}
    </>
  );
}
