import { useRef, useState } from 'react';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import type { MutationOutcome } from '@client/graphql/mutation-outcome';
import type { SendAcctAuthEmailMutation } from '@client/graphql/generated/graphql';
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

const UNION_REFUSALS = ['BadRequest', 'FailedChallenge', 'NotFound'] as const;

/**
 * The answer as interpretSendResult reads it: a refusal of the result union
 * back as its member; null for a GraphQL error or no answer.
 */
function sendResultOf(outcome: MutationOutcome<SendAcctAuthEmailMutation>) {
  if (outcome.ok) return outcome.data.sendAcctAuthEmail;
  const typename = UNION_REFUSALS.find((name) => name === outcome.code);
  return typename ? { __typename: typename, message: outcome.message } : null;
}

/**
 * Sends the magic-link e-mail and moves the flow on; errors come back for the
 * input. The captcha answers first: an ALTCHA is solved while the button says
 * it is sending; a widget challenge waits for the person, and pressing the
 * button again meanwhile brings the challenge back instead of sending twice.
 */
export function useSendAuthEmail(env: FlowEnv, captcha: SignInCaptcha) {
  const [send] = useMutationOutcome(SEND_ACCT_AUTH_EMAIL);
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
      const sendWith = (captchaValue: string | null) =>
        send({
          email,
          redirect,
          fullName,
          captchaValue,
          operation,
          onMobileWeb: isBelowMedium(),
          entry: state.entry,
        });
      let sent = await sendWith(answer.value);
      if (!sent.ok && sent.code === 'FailedChallenge' && answer.value === null) {
        // The server wants a challenge the skip flag spared: a second mail to this address
        // within 15 minutes needs one (decision 013). Solve it and ask again, once.
        const solved = await captcha.value({ evenWhenSkipped: true });
        if (solved) sent = await sendWith(solved);
      }
      const result = sendResultOf(sent);
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
      if (outcome.message) return outcome.message;
      // A GraphQL error (a rate limit, say) in the server's words; else 'Please try again.'.
      return !sent.ok && !result ? refusalMessage(sent, SUSI_TEXTS.tryAgain) : SUSI_TEXTS.tryAgain;
    } catch {
      // A captcha challenge that could not be fetched or solved.
      return SUSI_TEXTS.tryAgain;
    } finally {
      captcha.spend();
      setIsSending(false);
    }
  }

  return { submit, isSending };
}
