import { useSyncExternalStore } from 'react';
import { isFlagOn } from '@shared/flags';
import { redirectDestination } from '../redirect-target';
import { inboxText } from '../step-texts';
import { SUSI_TEXTS } from '../texts';
import type { FlowEnv } from './flow-env';
import { LoginCodeForm } from './login-code-form';
import { StepTitle } from './step-title';
import styles from './susi.module.css';

const BELOW_MEDIUM = '(max-width: 727.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(BELOW_MEDIUM);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useIsBelowMedium(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(BELOW_MEDIUM).matches,
    () => false,
  );
}

/** CHECK_YOUR_INBOX: the link was sent; on small screens the code can be typed instead. */
export function CheckInboxStep({ env, titleId }: { env: FlowEnv; titleId: string }) {
  const { state, variant } = env;
  const isBelowMedium = useIsBelowMedium();
  const isCodeFlow = isBelowMedium && isFlagOn(env.flags, 'enable_login_code');
  return (
    <>
      <StepTitle id={titleId} isEmbedded={env.isEmbedded}>
        {SUSI_TEXTS.checkInboxTitle}
      </StepTitle>
      <p className={styles.subheader}>
        {isCodeFlow
          ? SUSI_TEXTS.enterCode(state.email)
          : inboxText(state.email, variant, state.operation, state.sentMethod)}
      </p>
      {isCodeFlow ? <LoginCodeForm /> : null}
      {env.isEmbedded ? (
        <a
          href={redirectDestination(env.explicitRedirect)}
          className={styles.primaryButton}
          style={{ lineHeight: '40px' }}
        >
          {SUSI_TEXTS.ok}
        </a>
      ) : (
        <button
          type="button"
          className={styles.primaryButton}
          data-autofocus={isCodeFlow ? undefined : true}
          onClick={env.onClose}
        >
          {SUSI_TEXTS.ok}
        </button>
      )}
    </>
  );
}
