import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { track } from '@client/reporting/install-reporting';
import { interpretSendResult } from '../auth-results';
import { requestOperation } from '../auth-methods';
import { CaptchaCancelled } from '../captcha/captcha-widget';
import type { SignInCaptcha } from '../captcha/use-captcha';
import { SEND_ACCT_AUTH_EMAIL } from '../operations';
import { SUSI_TEXTS } from '../texts';
import type { FlowEnv } from './flow-env';

const MEDIUM_BREAKPOINT_QUERY = '(max-width: 727.98px)';

function isBelowMedium(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(MEDIUM_BREAKPOINT_QUERY).matches;
}

type CaptchaOutcome = { value: string | null } | { message: string | null };

/**
 * Sends the magic-link e-mail and moves the flow on; errors come back for the
 * input. The captcha answers first: an ALTCHA is solved while the button says
 * it is sending; a widget challenge waits for the person, and pressing the
 * button again meanwhile brings the challenge back instead of sending twice.
 */
export function useSendAuthEmail(env: FlowEnv, captcha: SignInCaptcha) {
  const [send] = useMutation(SEND_ACCT_AUTH_EMAIL);
  const [isSending, setIsSending] = useState(false);
  const isChallengingRef = useRef(false);

  async function answerCaptcha(): Promise<CaptchaOutcome> {
    isChallengingRef.current = captcha.isInteractive;
    try {
      return { value: await captcha.value() };
    } catch (error) {
      // A closed challenge is the person's choice; anything else is worth a retry.
      return { message: error instanceof CaptchaCancelled ? null : SUSI_TEXTS.tryAgain };
    } finally {
      isChallengingRef.current = false;
    }
  }

  async function submit(email: string, fullName: string | null): Promise<string | null> {
    if (isChallengingRef.current) {
      void captcha.value().catch(() => undefined);
      return null;
    }
    const { state, variant } = env;
    const operation = requestOperation(variant, state.operation);
    if (!captcha.isInteractive) setIsSending(true);
    const answer = await answerCaptcha();
    if ('message' in answer) {
      setIsSending(false);
      return answer.message;
    }
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
      let result = await sendWith(answer.value);
      if (result?.__typename === 'FailedChallenge' && answer.value === null) {
        // The server wants a challenge the skip flag spared: a second mail to this address
        // within 15 minutes needs one (decision 013). Solve it and ask again, once.
        const solved = await captcha.value({ evenWhenSkipped: true });
        if (solved) result = await sendWith(solved);
      }
      const outcome = interpretSendResult(result, { variant, operation });
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
      captcha.spend();
      setIsSending(false);
    }
  }

  return { submit, isSending };
}
