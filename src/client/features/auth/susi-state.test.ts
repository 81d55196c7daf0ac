import { describe, expect, it } from 'vitest';
import {
  INITIAL_SUSI_STATE,
  initialStep,
  isSusiOpen,
  optionsStep,
  susiReducer,
} from './susi-state';
import type { SusiAction, SusiState } from './susi-state';

function run(actions: SusiAction[], from: SusiState = INITIAL_SUSI_STATE): SusiState {
  return actions.reduce(susiReducer, from);
}

describe('sign-in modal state', () => {
  it('starts closed with operation login', () => {
    expect(INITIAL_SUSI_STATE.step).toBeNull();
    expect(INITIAL_SUSI_STATE.operation).toBe('login');
    expect(isSusiOpen(INITIAL_SUSI_STATE)).toBe(false);
  });

  it('is open whenever a step is set', () => {
    const state = run([{ type: 'open', variant: 'old' }]);
    expect(state.step).toBe('LOGIN_OPTIONS');
    expect(isSusiOpen(state)).toBe(true);
  });

  it('defaults the operation to login and records the entry', () => {
    const state = run([{ type: 'open', variant: 'new', entry: 'nav' }]);
    expect(state).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login', entry: 'nav' });
  });

  it('opens the new dialog on the sign-up options for register', () => {
    const state = run([{ type: 'open', variant: 'new', operation: 'register', entry: 'clap' }]);
    expect(state).toMatchObject({ step: 'SIGNUP_OPTIONS', operation: 'register', entry: 'clap' });
  });

  it('opens the old dialog on LOGIN_OPTIONS for either operation', () => {
    expect(optionsStep('old', 'register')).toBe('LOGIN_OPTIONS');
    expect(optionsStep('old', 'login')).toBe('LOGIN_OPTIONS');
  });

  it('goes straight to the e-mail step for an expired link', () => {
    expect(initialStep('old', 'login', 'email_login_timeout')).toBe('ENTER_EMAIL');
    expect(initialStep('new', 'register', 'email_login_timeout')).toBe('ENTER_EMAIL');
  });

  it('walks options → ENTER_EMAIL → CHECK_YOUR_INBOX', () => {
    const state = run([
      { type: 'open', variant: 'new' },
      { type: 'goToEmail' },
      { type: 'setEmail', email: 'reader@example.org' },
      { type: 'emailSent', method: 'login' },
    ]);
    expect(state).toMatchObject({
      step: 'CHECK_YOUR_INBOX',
      email: 'reader@example.org',
      sentMethod: 'login',
    });
  });

  it('returns to the options step for the current operation', () => {
    const state = run([
      { type: 'open', variant: 'new', operation: 'register' },
      { type: 'goToEmail' },
      { type: 'goToOptions', variant: 'new' },
    ]);
    expect(state.step).toBe('SIGNUP_OPTIONS');
  });

  it('toggles the operation with the footer switches', () => {
    const toRegister = run([
      { type: 'open', variant: 'new' },
      { type: 'switchOperation', variant: 'new', operation: 'register' },
    ]);
    expect(toRegister).toMatchObject({ step: 'SIGNUP_OPTIONS', operation: 'register' });
    const back = susiReducer(toRegister, {
      type: 'switchOperation',
      variant: 'new',
      operation: 'login',
    });
    expect(back).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login' });
  });

  it('moves an unknown login to UNRECOGNIZED_EMAIL, and from there to register + ENTER_EMAIL', () => {
    const unrecognized = run([
      { type: 'open', variant: 'old' },
      { type: 'goToEmail' },
      { type: 'unrecognizedEmail' },
    ]);
    expect(unrecognized.step).toBe('UNRECOGNIZED_EMAIL');
    expect(susiReducer(unrecognized, { type: 'registerWithEmail' })).toMatchObject({
      step: 'ENTER_EMAIL',
      operation: 'register',
    });
    expect(susiReducer(unrecognized, { type: 'goToOptions', variant: 'old' }).step).toBe(
      'LOGIN_OPTIONS',
    );
  });

  it('resets on close: no step, operation login, and the typed e-mail cleared', () => {
    const state = run([
      { type: 'open', variant: 'new', operation: 'register', entry: 'follow' },
      { type: 'goToEmail' },
      { type: 'setEmail', email: 'typed@example.org' },
      { type: 'close' },
    ]);
    expect(state).toEqual({
      step: null,
      operation: 'login',
      entry: null,
      email: '',
      sentMethod: null,
    });
  });
});
