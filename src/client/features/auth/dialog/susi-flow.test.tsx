import { describe, expect, it } from 'vitest';
import { offlineClient, renderWithClient } from '@client/test/kits/apollo-kit';
import { INITIAL_SUSI_STATE } from '../susi-state';
import type { SusiState } from '../susi-state';
import type { FlowEnv } from './flow-env';
import { StandaloneFooter } from './standalone-footer';
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
      appStoreUrl: null,
      playStoreUrl: null,
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

/** The words a person reads, links and all. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, '');
}

const CONSENT_LINKS =
  '<a href="/legal" target="_blank" rel="noopener">Terms of Service</a> and acknowledge that the <a href="/legal" target="_blank" rel="noopener">Privacy Policy</a>';

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

  it('lists the sign-up options with a consent line naming the first button shown', () => {
    const html = render({ state: { step: 'SIGNUP_OPTIONS', operation: 'register' } });
    expect(html).not.toContain('Continue with Apple');
    expect(html).not.toContain('Continue with Twitter');
    expect(html).toContain('Already have an account?');
    expect(html).toContain('>Continue with Google</button>');
    expect(textOf(html)).toContain(
      'Click "Continue with Google" to agree to Quire\'s Terms of Service and acknowledge that the Privacy Policy applies to you.',
    );
    expect(html).toContain(CONSENT_LINKS);
    expect(html).not.toContain('Click "Sign Up"');
  });

  it('names the e-mail link in the consent when it is the only way offered', () => {
    const html = render({
      flags: {},
      authConfig: {
        authDomain: 'https://quire.example',
        socialProviders: [],
        googleClientId: null,
        appStoreUrl: null,
        playStoreUrl: null,
        captcha: { provider: 'altcha', siteKey: null, challengeUrl: '/c', scriptUrl: null },
      },
      state: { step: 'SIGNUP_OPTIONS', operation: 'register' },
    });
    expect(html).toContain('>Sign up with email</button>');
    expect(textOf(html)).toContain('Click "Sign up with email" to agree to Quire\'s');
  });

  it("names the old dialog's sign-up button in its consent", () => {
    const html = render({
      variant: 'old',
      state: { step: 'LOGIN_OPTIONS', operation: 'register' },
    });
    expect(html).toContain('Sign up with Google</button>');
    expect(textOf(html)).toContain('Click "Sign up with Google" to agree');
  });

  it('shows the Sign up with email link when the button flag is off', () => {
    const html = render({ flags: {}, state: { step: 'SIGNUP_OPTIONS', operation: 'register' } });
    expect(html).toContain('Sign up with email');
    expect(html).not.toContain('Continue with email');
  });

  it('asks a newcomer for the address first, the name only once it is known to be new', () => {
    const html = render({ state: { step: 'ENTER_EMAIL', operation: 'register' } });
    expect(html).toContain('Sign up with email');
    expect(html).not.toContain('Your full name');
    expect(html).toContain('Your email');
    expect(html).toContain('>Next</button>');
    expect(textOf(html)).toContain(
      'Click "Next" to agree to Quire\'s Terms of Service and acknowledge that the Privacy Policy applies to you.',
    );
    expect(html).toContain(CONSENT_LINKS);
    expect(html).toContain('All sign up options');
  });

  it('asks for the name with the address in the old dialog, the consent naming Sign Up', () => {
    const html = render({ variant: 'old', state: { step: 'ENTER_EMAIL', operation: 'register' } });
    expect(html).toContain('Your full name');
    expect(html).toContain('>Sign Up</button>');
    expect(textOf(html)).toContain('Click "Sign Up" to agree');
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

describe('the standalone footer', () => {
  const footer = (appLinks: Parameters<typeof StandaloneFooter>[0]['appLinks']) =>
    renderWithClient(client, <StandaloneFooter productName="Quire" appLinks={appLinks} />);

  it('shows no store badge for an app the site has not configured', () => {
    for (const html of [footer(null), footer({ appStoreUrl: null, playStoreUrl: null })]) {
      expect(html).toContain('>Legal</a>');
      expect(html).not.toContain('App Store');
      expect(html).not.toContain('Google Play');
    }
  });

  it("links each configured app's store page", () => {
    const html = footer({ appStoreUrl: 'https://apps.apple.com/app/id1', playStoreUrl: null });
    expect(html).toContain('href="https://apps.apple.com/app/id1"');
    expect(html).toContain('Download on the App Store');
    expect(html).not.toContain('Google Play');
  });
});
