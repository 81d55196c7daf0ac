import type {
  SendAcctAuthEmailMutation,
  VerifyLoginCodeMutation,
} from '@client/graphql/generated/graphql';
import type { SentMethod, SusiVariant } from './susi-state';

/** Spec §8: the server's answer for a login to an unknown address. */
const USER_DOES_NOT_EXIST = 'User does not exist';

export type SendOutcome =
  | { kind: 'sent'; method: SentMethod }
  | { kind: 'unrecognized' }
  | { kind: 'error'; message: string | null; isCaptchaFailure?: boolean };

/**
 * What the dialog does with a sendAcctAuthEmail answer (spec §8, Sign-in by email).
 * `message: null` means the generic 'Please try again.'.
 */
export function interpretSendResult(
  result: SendAcctAuthEmailMutation['sendAcctAuthEmail'] | null | undefined,
  context: { variant: SusiVariant; operation: 'login' | 'register' },
): SendOutcome {
  switch (result?.__typename) {
    case 'SendAcctAuthEmailSuccess':
      return { kind: 'sent', method: result.method };
    case 'FailedChallenge':
      return { kind: 'error', message: result.message, isCaptchaFailure: true };
    case 'BadRequest':
      if (
        context.variant === 'old' &&
        context.operation === 'login' &&
        result.message === USER_DOES_NOT_EXIST
      ) {
        return { kind: 'unrecognized' };
      }
      return { kind: 'error', message: result.message };
    default:
      // NotFound, an unknown result, or a network error.
      return { kind: 'error', message: null };
  }
}

export type CodeOutcome =
  | { kind: 'redirect'; authUrl: string }
  | { kind: 'error'; message: string | null; isExceeded?: boolean };

/** What the login-code form does with a verifyLoginCode answer (spec §8, Login code). */
export function interpretCodeResult(
  result: VerifyLoginCodeMutation['verifyLoginCode'] | null | undefined,
): CodeOutcome {
  switch (result?.__typename) {
    case 'Token':
      return { kind: 'redirect', authUrl: result.authUrl };
    case 'TooManyRequests':
      return { kind: 'error', message: result.message, isExceeded: true };
    case 'BadRequest':
    case 'NotFound':
      return { kind: 'error', message: result.message };
    default:
      return { kind: 'error', message: null };
  }
}
