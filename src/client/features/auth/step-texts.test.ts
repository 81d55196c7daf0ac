import { describe, expect, it } from 'vitest';
import { INITIAL_SUSI_STATE } from './susi-state';
import type { SusiState } from './susi-state';
import {
  allOptionsLabel,
  emailSubheader,
  inboxText,
  methodLabel,
  stepTitle,
  submitLabel,
} from './step-texts';
import { SUSI_TEXTS } from './texts';

function state(overrides: Partial<SusiState>): SusiState {
  return { ...INITIAL_SUSI_STATE, ...overrides };
}

// Literals copied from the spec (navigation-signin-search-social §2.6, routes-entities-shell §2.4).
describe('sign-in dialog texts', () => {
  it('titles the new dialog steps', () => {
    expect(stepTitle(state({ step: 'SIGNIN_OPTIONS' }), 'new', 'Quire')).toBe('Welcome back.');
    expect(stepTitle(state({ step: 'ENTER_EMAIL' }), 'new', 'Quire')).toBe('Sign in with email');
    expect(stepTitle(state({ step: 'ENTER_EMAIL', operation: 'register' }), 'new', 'Quire')).toBe(
      'Sign up with email',
    );
    expect(stepTitle(state({ step: 'UNRECOGNIZED_EMAIL' }), 'new', 'Quire')).toBe(
      "Sorry, we didn't recognize that email.",
    );
    expect(stepTitle(state({ step: 'CHECK_YOUR_INBOX' }), 'new', 'Quire')).toBe('Check your inbox');
  });

  it('titles an expired link', () => {
    const expired = { step: 'ENTER_EMAIL', entry: 'email_login_timeout' } as const;
    expect(stepTitle(state(expired), 'new', 'Quire')).toBe('Your sign in link has expired');
    expect(stepTitle(state({ ...expired, operation: 'register' }), 'new', 'Quire')).toBe(
      'Your sign up link has expired',
    );
    expect(stepTitle(state(expired), 'old', 'Quire')).toBe('Your login link has expired.');
    expect(emailSubheader(state(expired), 'new')).toMatch(/new link/);
  });

  it('titles the old e-mail step with the product name', () => {
    expect(stepTitle(state({ step: 'ENTER_EMAIL' }), 'old', 'Quire')).toBe('Join Quire or sign in');
  });

  it('labels the links back and the buttons', () => {
    expect(allOptionsLabel('old', 'login')).toBe('All login options');
    expect(allOptionsLabel('new', 'login')).toBe('All sign in options');
    expect(allOptionsLabel('new', 'register')).toBe('All sign up options');
    expect(methodLabel('new', 'login', 'Google')).toBe('Continue with Google');
    expect(submitLabel('new', 'login')).toBe('Next');
    expect(submitLabel('old', 'login')).toBe('Sign In');
    expect(submitLabel('old', 'register')).toBe('Sign Up');
  });

  it('words the check-your-inbox step', () => {
    const email = 'reader@example.org';
    expect(inboxText(email, 'old', 'login', 'login')).toBe(
      'Click the link we sent to reader@example.org to sign in.',
    );
    expect(inboxText(email, 'old', 'register', 'register')).toBe(
      'Click the link we sent to reader@example.org to complete your account set-up.',
    );
    expect(inboxText(email, 'new', 'register', 'login')).toBe(
      'We found your account and emailed a magic link to reader@example.org. Click the link to continue.',
    );
    expect(SUSI_TEXTS.enterCode(email).startsWith('Enter the code we sent')).toBe(true);
  });

  it('has the footer switches, unrecognized-email links and consent line', () => {
    expect(`${SUSI_TEXTS.noAccount} ${SUSI_TEXTS.createOne}`).toBe('No account? Create one');
    expect(`${SUSI_TEXTS.haveAccount} ${SUSI_TEXTS.signInSwitch}`).toBe(
      'Already have an account? Sign in',
    );
    expect(SUSI_TEXTS.seeAllSignInOptions).toBe('See all sign in options');
    expect(SUSI_TEXTS.createNewAccount).toBe('create a new account');
    expect(SUSI_TEXTS.signUpWithEmailLink).toBe('Sign up with email');
    expect(SUSI_TEXTS.consent('Sign Up', 'Quire')).toBe(
      'Click "Sign Up" to agree to Quire\'s Terms of Service and acknowledge that the Privacy Policy applies to you.',
    );
  });
});
