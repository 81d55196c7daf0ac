import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { track } from '../../../reporting/install-reporting';
import { interpretSendResult } from '../auth-results';
import { requestOperation } from '../auth-methods';
import { captchaValueFor } from '../captcha/captcha-value';
import { SEND_ACCT_AUTH_EMAIL } from '../operations';
import { SUSI_TEXTS } from '../texts';
import type { FlowEnv } from './flow-env';

const MEDIUM_BREAKPOINT_QUERY = '(max-width: 727.98px)';

export function isBelowMedium(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(MEDIUM_BREAKPOINT_QUERY).matches;
}

/** Sends the magic-link e-mail and moves the flow on; errors come back for the input. */
export function useSendAuthEmail(env: FlowEnv) {
  const [send] = useMutation(SEND_ACCT_AUTH_EMAIL);
  const [isSending, setIsSending] = useState(false);

  async function submit(email: string, fullName: string | null): Promise<string | null> {
    const { state, variant, flags } = env;
    const operation = requestOperation(variant, state.operation);
    setIsSending(true);
    try {
      const redirect = await env.getRedirect();
      const sendWith = async (captchaValue: string | null) =>
        (
          await send({
            variables: {
              email,
              redirect,
              fullName,
              captchaValue,
              operation,
              onMobileWeb: isBelowMedium(),
              entry: state.entry,
            },
          })
        ).data?.sendAcctAuthEmail;
      const captchaValue = await captchaValueFor(env.authConfig?.captcha, flags, operation);
      let answer = await sendWith(captchaValue);
      if (answer?.__typename === 'FailedChallenge' && captchaValue === null) {
        // The server wants a challenge the skip flag spared: a second mail to this address
        // within 15 minutes needs one (decision 012). Solve it and ask again, once.
        const solved = await captchaValueFor(
          env.authConfig?.captcha,
          { ...flags, skip_signin_captcha: false },
          operation,
        );
        if (solved) answer = await sendWith(solved);
      }
      const outcome = interpretSendResult(answer, { variant, operation });
      if (outcome.kind === 'sent') {
        track('site.loginLinkSent', { operation, method: outcome.method, susiEntry: state.entry });
        env.dispatch({ type: 'emailSent', method: outcome.method });
        return null;
      }
      if (outcome.kind === 'unrecognized') {
        env.dispatch({ type: 'unrecognizedEmail' });
        return null;
      }
      if (outcome.isCaptchaFailure) track('susi.captchaFailed', { susiEntry: state.entry });
      return outcome.message ?? SUSI_TEXTS.tryAgain;
    } catch {
      // A network error, or a captcha challenge that could not be fetched or solved.
      return SUSI_TEXTS.tryAgain;
    } finally {
      setIsSending(false);
    }
  }

  return { submit, isSending };
}
