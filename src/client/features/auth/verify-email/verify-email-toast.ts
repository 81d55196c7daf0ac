import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { mutateForOutcome, refusalMessage } from '@client/graphql/mutation-outcome';
import { track } from '@client/reporting/install-reporting';
import { useToasts } from '@client/shell/toasts/toast-provider';
import type { ToastInput } from '@client/shell/toasts/toast-queue';
import { VERIFY_EMAIL_TEXTS } from './texts';
import { SEND_VERIFICATION_EMAIL } from './verify-email-operations';

const CHANGE_EMAIL_PATH = '/me/settings#account';

export interface VerifyEmailViewer {
  id: string;
  email: string | null;
  unverifiedEmail: string | null;
}

/** A logged-in viewer without a (verified) e-mail is nagged to verify (routes-entities-shell §4.1). */
export function needsEmailVerification(viewer: VerifyEmailViewer | null): boolean {
  return viewer !== null && !viewer.email;
}

/** The toast for a viewer with no e-mail; `onSend` runs when they ask for the link. */
export function verifyEmailToast(viewer: VerifyEmailViewer, onSend: () => void): ToastInput {
  if (!viewer.unverifiedEmail) {
    return {
      message: VERIFY_EMAIL_TEXTS.addEmailPrompt,
      duration: 'FOREVER',
      toastStyle: 'VERIFY_EMAIL',
      extraParams: { link: { label: VERIFY_EMAIL_TEXTS.addEmailAction, href: CHANGE_EMAIL_PATH } },
    };
  }
  return {
    message: VERIFY_EMAIL_TEXTS.prompt,
    duration: 'FOREVER',
    toastStyle: 'VERIFY_EMAIL',
    extraParams: { action: { label: VERIFY_EMAIL_TEXTS.sendAction, onSelect: onSend } },
  };
}

export function sentVerificationToast(email: string): ToastInput {
  return {
    message: VERIFY_EMAIL_TEXTS.sent(email),
    duration: 'FOREVER',
    toastStyle: 'SENT_VERIFICATION_EMAIL',
    extraParams: {
      email,
      link: { label: VERIFY_EMAIL_TEXTS.changeEmail, href: CHANGE_EMAIL_PATH },
    },
  };
}

/** Shows the verify-email toast once per page load for a viewer who needs it. */
export function useVerifyEmailToast(viewer: VerifyEmailViewer | null): void {
  const { queueToast } = useToasts();
  const client = useApolloClient();
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!viewer || !needsEmailVerification(viewer) || shownFor.current === viewer.id) return;
    shownFor.current = viewer.id;
    const address = viewer.unverifiedEmail;
    async function handleSend() {
      track('user.sendVerificationEmailButterClicked');
      const outcome = await mutateForOutcome(client, { mutation: SEND_VERIFICATION_EMAIL });
      if (outcome.ok && outcome.data.sendVerificationEmail && address) {
        queueToast(sentVerificationToast(address));
        return;
      }
      // A refusal (too many requests, say) in the server's words.
      const message = outcome.ok ? '' : refusalMessage(outcome, '');
      queueToast({
        message: message || VERIFY_EMAIL_TEXTS.sendFailed,
        toastStyle: 'RETRYABLE_ERROR',
      });
    }
    queueToast(verifyEmailToast(viewer, () => void handleSend()));
    track('user.sendVerificationEmailButterShown');
  }, [viewer, client, queueToast]);
}
