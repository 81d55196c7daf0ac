import { describe, expect, it } from 'vitest';
import { interpretCodeResult, interpretSendResult } from './auth-results';

const oldLogin = { variant: 'old', operation: 'login' } as const;
const newRegister = { variant: 'new', operation: 'register' } as const;

describe('sendAcctAuthEmail answers', () => {
  it('moves on with the method on success', () => {
    expect(
      interpretSendResult({ __typename: 'SendAcctAuthEmailSuccess', method: 'login' }, newRegister),
    ).toEqual({ kind: 'sent', method: 'login' });
  });

  it("sends 'User does not exist' on an old-dialog login to the unrecognized step", () => {
    const answer = { __typename: 'BadRequest', message: 'User does not exist' } as const;
    expect(interpretSendResult(answer, oldLogin)).toEqual({ kind: 'unrecognized' });
    expect(interpretSendResult(answer, newRegister)).toEqual({
      kind: 'error',
      message: 'User does not exist',
    });
  });

  it('shows the message of FailedChallenge and marks it a captcha failure', () => {
    expect(
      interpretSendResult({ __typename: 'FailedChallenge', message: 'Captcha failed.' }, oldLogin),
    ).toEqual({ kind: 'error', message: 'Captcha failed.', isCaptchaFailure: true });
  });

  it('falls back to the generic text for NotFound, unknown answers and network errors', () => {
    expect(interpretSendResult({ __typename: 'NotFound', message: 'x' }, oldLogin)).toEqual({
      kind: 'error',
      message: null,
    });
    expect(interpretSendResult(null, oldLogin)).toEqual({ kind: 'error', message: null });
  });
});

describe('verifyLoginCode answers', () => {
  it('redirects to the auth URL with a token', () => {
    expect(
      interpretCodeResult({ __typename: 'Token', authUrl: 'https://auth.example/m/callback' }),
    ).toEqual({ kind: 'redirect', authUrl: 'https://auth.example/m/callback' });
  });

  it('shows server messages and flags too many attempts', () => {
    expect(interpretCodeResult({ __typename: 'BadRequest', message: 'Wrong code' })).toEqual({
      kind: 'error',
      message: 'Wrong code',
    });
    expect(interpretCodeResult({ __typename: 'TooManyRequests', message: 'Slow down' })).toEqual({
      kind: 'error',
      message: 'Slow down',
      isExceeded: true,
    });
  });
});
