import { useEffect, useId, useReducer } from 'react';
import { susiVariant } from '@client/features/auth/auth-methods';
import { StandaloneFooter } from '@client/features/auth/dialog/standalone-footer';
import { SusiFlow } from '@client/features/auth/dialog/susi-flow';
import { useFlowEnv } from '@client/features/auth/dialog/use-flow-env';
import { AUTH_CONFIG_QUERY } from '@client/features/auth/operations';
import { redirectDestination } from '@client/features/auth/redirect-target';
import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import { initialStep, susiReducer, INITIAL_SUSI_STATE } from '@client/features/auth/susi-state';
import type { SusiAction, SusiState } from '@client/features/auth/susi-state';
import { SOCIAL_TEXTS } from '@shared/auth/social-texts';
import type { AuthConfigQuery } from '@client/graphql/generated/graphql';
import { track } from '@client/reporting/install-reporting';
import type { ScreenDefinition, ScreenProps } from '../screen';
import styles from './signin-screen.module.css';
import { signInPageParams } from './signin-params';

/** The message for `?error=<TypeName>` after a social sign-in failed; unknown names get the generic one. */
function socialErrorText(error: string): string {
  return Object.hasOwn(SOCIAL_TEXTS, error)
    ? SOCIAL_TEXTS[error as keyof typeof SOCIAL_TEXTS]
    : SOCIAL_TEXTS.SocialSignInFailed;
}

/** On the full page there is nothing to close: 'close' starts the flow over. */
function pageReducer(state: SusiState, action: SusiAction): SusiState {
  if (action.type !== 'close') return susiReducer(state, action);
  return {
    ...INITIAL_SUSI_STATE,
    operation: state.operation,
    entry: state.entry,
    step: state.step,
  };
}

/** /m/signin: the sign-in flow as a page, for links, no-JS fallbacks and social-error returns. */
function SignInScreen({ location }: ScreenProps) {
  const { config } = useSignInDialog();
  const params = signInPageParams(location);
  const variant = susiVariant(config.flags);
  const titleId = useId();
  const [state, dispatch] = useReducer(pageReducer, undefined, () => ({
    ...INITIAL_SUSI_STATE,
    operation: params.operation,
    entry: params.entry,
    step: initialStep(variant, params.operation, params.entry),
  }));
  const env = useFlowEnv({
    state,
    dispatch,
    variant,
    flags: config.flags,
    productName: config.productName,
    isCustomDomain: config.isCustomDomain,
    explicitRedirect: params.redirect ?? '/',
    isEmbedded: true,
    onClose: () => window.location.assign(redirectDestination(params.redirect)),
  });
  useEffect(() => {
    track('susi.viewed', { susiEntry: params.entry, operation: params.operation, variant });
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const notice = params.error ? socialErrorText(params.error) : null;
  return (
    <main id="main" className={styles.page} aria-labelledby={titleId}>
      <div className={styles.card}>
        <span className={styles.banner} aria-hidden="true" />
        <SusiFlow env={env} titleId={titleId} notice={notice} />
        <StandaloneFooter productName={config.productName} appLinks={env.authConfig} />
      </div>
    </main>
  );
}

export const screen: ScreenDefinition<AuthConfigQuery> = {
  query: AUTH_CONFIG_QUERY,
  title: (_data, productName) => `Sign in – ${productName}`,
  description: () => 'Sign in or create an account.',
  Component: SignInScreen,
};
