import { describe, expect, it } from 'vitest';
import {
  INITIAL_ONE_TAP_STATE,
  ONE_TAP_SNOOZE_MS,
  emailFromCredential,
  isOneTapEligible,
  oneTapReducer,
} from './one-tap-machine';
import type { OneTapAction, OneTapState } from './one-tap-machine';

function run(actions: OneTapAction[]): OneTapState {
  return actions.reduce(oneTapReducer, INITIAL_ONE_TAP_STATE);
}

function jwt(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

describe('one-tap state machine', () => {
  const credential = { type: 'credential', credential: 'jwt', email: 'a@example.org' } as const;

  it('goes SHOW_GOOGLE_ONE_TAP → VERIFY_EMAIL → CONFIRM_SIGNUP for a free address', () => {
    expect(run([{ type: 'show' }]).step).toBe('SHOW_GOOGLE_ONE_TAP');
    expect(run([{ type: 'show' }, credential]).step).toBe('VERIFY_EMAIL');
    expect(
      run([{ type: 'show' }, credential, { type: 'availability', isAvailable: true }]),
    ).toMatchObject({
      step: 'CONFIRM_SIGNUP',
      email: 'a@example.org',
      credential: 'jwt',
    });
  });

  it('goes to SUCCESSFUL_SIGNIN when the account exists', () => {
    const state = run([{ type: 'show' }, credential, { type: 'availability', isAvailable: false }]);
    expect(state.step).toBe('SUCCESSFUL_SIGNIN');
  });

  it('shows the error state when the e-mail check fails', () => {
    expect(run([{ type: 'show' }, credential, { type: 'failed' }]).step).toBe('ERROR');
  });

  it('ignores out-of-order events and resets on dismiss', () => {
    expect(run([credential]).step).toBe('HIDDEN');
    expect(run([{ type: 'show' }, { type: 'availability', isAvailable: true }]).step).toBe(
      'SHOW_GOOGLE_ONE_TAP',
    );
    expect(run([{ type: 'show' }, credential, { type: 'dismiss' }])).toEqual(INITIAL_ONE_TAP_STATE);
  });

  it('appears only for logged-out visitors on the listed routes, not after a recent dismissal', () => {
    const now = 1_700_000_000_000;
    const base = { routeName: 'ShowPost', isLoggedIn: false, dismissedAt: null, now };
    expect(isOneTapEligible(base)).toBe(true);
    for (const routeName of [
      'ShowHome',
      'ShowPostUnderUser',
      'ShowPostUnderCollection',
      'ShowUser',
      'ShowSequenceLibrary',
      'ShowSequencePost',
      'ShowCollectionHome',
    ]) {
      expect(isOneTapEligible({ ...base, routeName })).toBe(true);
    }
    expect(isOneTapEligible({ ...base, routeName: 'ShowSignIn' })).toBe(false);
    expect(isOneTapEligible({ ...base, isLoggedIn: true })).toBe(false);
    expect(isOneTapEligible({ ...base, dismissedAt: now - 1000 })).toBe(false);
    expect(isOneTapEligible({ ...base, dismissedAt: now - ONE_TAP_SNOOZE_MS - 1 })).toBe(true);
    expect(ONE_TAP_SNOOZE_MS).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('reads the e-mail from a Google ID token', () => {
    expect(emailFromCredential(jwt({ email: 'zoë@example.org' }))).toBe('zoë@example.org');
    expect(emailFromCredential(jwt({ sub: '1' }))).toBeNull();
    expect(emailFromCredential('garbage')).toBeNull();
  });
});
