import { describe, expect, it } from 'vitest';
import { offlineClient, renderWithClient } from '@client/test/kits/apollo-kit';
import { INITIAL_SUSI_STATE } from '../susi-state';
import type { SusiState } from '../susi-state';
import type { FlowEnv } from './flow-env';
import { SusiFlow } from './susi-flow';

const client = offlineClient();

function render(
  overrides: Partial<Omit<FlowEnv, 'state'>> & { state: Partial<SusiState> },
): string {
  const env: FlowEnv = {
    dispatch: () => undefined,
    variant: 'new',
    flags: { enable_apple_sign_in: true, enable_signup_with_email_button: true },
    productName: 'Quire',
    authConfig: {
      authDomain: 'https://quire.example',
      socialProviders: ['google', 'facebook', 'apple', 'twitter'],
      googleClientId: null,
      captcha: { provider: 'altcha', siteKey: null, challengeUrl: '/c', scriptUrl: null },
    },
    isConfigLoading: false,
    isCustomDomain: false,
    explicitRedirect: null,
    isEmbedded: false,
    onClose: () => undefined,
    userAgent: 'Chrome',
    getRedirect: () => Promise.resolve('/'),
    ...overrides,
    state: { ...INITIAL_SUSI_STATE, ...overrides.state },
  };
  const html = renderWithClient(client, <SusiFlow env={env} titleId="t" />);
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}

describe('sign-in flow steps', () => {
  it('lists the sign-in options with Continue labels and the footer switch', () => {
    const html = render({ state: { step: 'SIGNIN_OPTIONS' } });
    expect(html).toContain('Welcome back.');
    for (const service of ['Google', 'Facebook', 'Apple', 'Twitter', 'email']) {
      expect(html).toContain(`Continue with ${service}`);
    }
    expect(html).toContain('No account?');
    expect(html).toContain('Create one');
  });

  it('lists the sign-up options with the consent line', () => {
    const html = render({ state: { step: 'SIGNUP_OPTIONS', operation: 'register' } });
    expect(html).not.toContain('Continue with Apple');
    expect(html).not.toContain('Continue with Twitter');
    expect(html).toContain('Already have an account?');
    expect(html).toContain(
      'Click "Sign Up" to agree to Quire\'s Terms of Service and acknowledge that the Privacy Policy applies to you.',
    );
  });

  it('shows the Sign up with email link when the button flag is off', () => {
    const html = render({ flags: {}, state: { step: 'SIGNUP_OPTIONS', operation: 'register' } });
    expect(html).toContain('Sign up with email');
    expect(html).not.toContain('Continue with email');
  });

  it('asks for the name and address when registering, with the consent for Next', () => {
    const html = render({ state: { step: 'ENTER_EMAIL', operation: 'register' } });
    expect(html).toContain('Sign up with email');
    expect(html).toContain('Your full name');
    expect(html).toContain('Your email');
    expect(html).toContain('Click "Next" to agree');
    expect(html).toContain('All sign up options');
  });

  it('renders the old dialog e-mail step', () => {
    const html = render({ variant: 'old', state: { step: 'ENTER_EMAIL' } });
    expect(html).toContain('Join Quire or sign in');
    expect(html).toContain('All login options');
  });

  it('offers the way back from an unrecognized e-mail', () => {
    const html = render({ variant: 'old', state: { step: 'UNRECOGNIZED_EMAIL' } });
    expect(html).toContain("Sorry, we didn't recognize that email.");
    expect(html).toContain('See all sign in options');
    expect(html).toContain('create a new account');
  });

  it('confirms the sent link', () => {
    const html = render({
      variant: 'old',
      state: { step: 'CHECK_YOUR_INBOX', email: 'r@example.org', sentMethod: 'login' },
    });
    expect(html).toContain('Check your inbox');
    expect(html).toContain('Click the link we sent to r@example.org to sign in.');
    expect(html).toContain('>OK<');
  });
});
