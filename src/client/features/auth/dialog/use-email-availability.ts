import { useApolloClient } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import type { EmailStepAvailabilityQuery } from '@client/graphql/generated/graphql';
import { outcomeOf } from '@client/graphql/mutation-outcome';
import { CaptchaCancelled } from '../captcha/captcha-widget';
import type { SignInCaptcha } from '../captcha/use-captcha';
import { EMAIL_STEP_AVAILABILITY } from '../operations';
import { SUSI_TEXTS } from '../texts';

type AvailabilityAnswer =
  | { ok: true; isAvailable: boolean }
  /** null: the person closed the challenge, so there is nothing to say. */
  | { ok: false; message: string | null };

/**
 * emailAvailability for the sign-up e-mail step: whether an address still
 * needs an account, so only a newcomer is asked for a name. Each answer costs
 * a solved captcha (decision 013); an address is asked about once per step.
 * That captcha also pays for the mail that follows (the server keeps a pass),
 * so `sendCaptcha` answers no value for the next send: a person facing a
 * widget solves it once. Should the server want one after all, the send asks
 * again with `evenWhenSkipped` and gets a real one.
 */
export function useEmailAvailability(captcha: SignInCaptcha) {
  const client = useApolloClient();
  const [isChecking, setIsChecking] = useState(false);
  const known = useRef(new Map<string, boolean>());
  const isNextSendPaid = useRef(false);
  const sendCaptcha = useMemo<SignInCaptcha>(
    () => ({
      slot: captcha.slot,
      get isInteractive() {
        return !isNextSendPaid.current && captcha.isInteractive;
      },
      value(options) {
        if (isNextSendPaid.current && !options?.evenWhenSkipped) {
          isNextSendPaid.current = false;
          return Promise.resolve(null);
        }
        return captcha.value(options);
      },
      spend: () => captcha.spend(),
    }),
    [captcha],
  );

  async function solve(): Promise<{ value: string | null } | { message: string | null }> {
    try {
      return { value: await captcha.value({ evenWhenSkipped: true }) };
    } catch (error) {
      return { message: error instanceof CaptchaCancelled ? null : SUSI_TEXTS.tryAgain };
    }
  }

  async function check(email: string): Promise<AvailabilityAnswer> {
    const cached = known.current.get(email);
    if (cached !== undefined) return { ok: true, isAvailable: cached };
    setIsChecking(true);
    try {
      const answer = await solve();
      if ('message' in answer) return { ok: false, message: answer.message };
      const outcome = await client
        .query({
          query: EMAIL_STEP_AVAILABILITY,
          variables: { email, captchaValue: answer.value },
          fetchPolicy: 'no-cache',
        })
        .then(
          (result) => outcomeOf<EmailStepAvailabilityQuery>(result),
          (error: unknown) => outcomeOf<EmailStepAvailabilityQuery>({ error }),
        );
      if (!outcome.ok) return { ok: false, message: outcome.message };
      known.current.set(email, outcome.data.emailAvailability);
      isNextSendPaid.current = true;
      return { ok: true, isAvailable: outcome.data.emailAvailability };
    } finally {
      // The token is used up: the widget starts over.
      captcha.spend();
      setIsChecking(false);
    }
  }

  return { check, isChecking, sendCaptcha };
}
