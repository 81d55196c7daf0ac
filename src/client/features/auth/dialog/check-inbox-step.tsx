import { useState } from 'react';
import { isFlagOn } from '@shared/flags';
import { redirectDestination } from '../redirect-target';
import { inboxText } from '../step-texts';
import { SUSI_TEXTS } from '../texts';
import type { FlowEnv } from './flow-env';
import { LoginCodeForm } from './login-code-form';
import { StepTitle } from './step-title';
import styles from './susi.module.css';

const BELOW_MEDIUM = '(max-width: 727.98px)';

/**
 * Whether the screen was below the medium breakpoint when the mail was sent
 * (the step opens right after): the request said so as onMobileWeb, and only
 * then does the mail carry a code. Kept for the step's life, so turning a
 * phone or resizing a window never offers a code the mail does not have.
 */
function useWasBelowMediumWhenSent(): boolean {
  const [isBelowMedium] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(BELOW_MEDIUM).matches,
  );
  return isBelowMedium;
}

/** CHECK_YOUR_INBOX: the link was sent; on small screens the mailed code can be typed instead. */
export function CheckInboxStep({ env, titleId }: { env: FlowEnv; titleId: string }) {
  const { state, variant } = env;
  // The server mails a code on the same two conditions (send-auth-email.service.ts).
  const isCodeFlow = useWasBelowMediumWhenSent() && isFlagOn(env.flags, 'enable_login_code');
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
