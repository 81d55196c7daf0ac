/**
 * Sign-in and sign-up texts (navigation-signin-search-social §2.6, §4, §5, §8;
 * routes-entities-shell §2.4). Texts the spec gives are copied exactly; where
 * the spec says "the product", the product name is passed in.
 */
export const SUSI_TEXTS = {
  // New dialog
  welcomeBack: 'Welcome back.',
  signInButton: 'Sign In',
  signUpButton: 'Sign Up',
  joinTitle: (productName: string) => `Join ${productName}.`,
  noAccount: 'No account?',
  createOne: 'Create one',
  haveAccount: 'Already have an account?',
  signInSwitch: 'Sign in',
  allSignInOptions: 'All sign in options',
  allSignUpOptions: 'All sign up options',
  continueWith: (service: string) => `Continue with ${service}`,
  signInWith: (service: string) => `Sign in with ${service}`,
  signUpWith: (service: string) => `Sign up with ${service}`,
  signUpWithEmailLink: 'Sign up with email',
  next: 'Next',
  continue: 'Continue',
  signInWithEmailTitle: 'Sign in with email',
  signUpWithEmailTitle: 'Sign up with email',
  signInSubheader:
    'Enter the email address associated with your account, and we’ll send a magic link to your inbox.',
  signUpSubheader: 'Enter your email address to create an account.',
  expiredSignInTitle: 'Your sign in link has expired',
  expiredSignUpTitle: 'Your sign up link has expired',
  expiredSubheader: 'Enter your email address and we’ll send you a new link.',
  unrecognizedTitle: "Sorry, we didn't recognize that email.",
  unrecognizedQuestion: 'Would you like to sign in with a different email?',
  seeAllSignInOptions: 'See all sign in options',
  orLead: 'Or',
  createNewAccount: 'create a new account',
  checkInboxTitle: 'Check your inbox',
  clickLinkToSignIn: (email: string) => `Click the link we sent to ${email} to sign in.`,
  clickLinkToRegister: (email: string) =>
    `Click the link we sent to ${email} to complete your account set-up.`,
  foundAccount: (email: string) =>
    `We found your account and emailed a magic link to ${email}. Click the link to continue.`,
  enterCode: (email: string) =>
    `Enter the code we sent to ${email}, or click the link in the email to continue.`,
  ok: 'OK',
  consent: (cta: string, productName: string) =>
    `Click "${cta}" to agree to ${productName}'s Terms of Service and acknowledge that the Privacy Policy applies to you.`,
  /** The consent line's words that link to the Legal page. */
  consentLinks: { terms: 'Terms of Service', privacy: 'Privacy Policy' },
  // Old dialog
  oldEmailTitle: (productName: string) => `Join ${productName} or sign in`,
  oldExpiredTitle: 'Your login link has expired.',
  allLoginOptions: 'All login options',
  oldOptionsTitle: (productName: string) => `Join ${productName}.`,
  // Form fields
  emailLabel: 'Your email',
  fullNameLabel: 'Your full name',
  loginCodeLabel: 'Login code',
  verifyCode: 'Verify code',
  // Validation and errors (§5, §8)
  invalidEmail: 'Please enter a valid email address.',
  googleTypo: 'Did you mean to sign in with Google?',
  useGoogle: 'Continue with Google',
  tryAgain: 'Please try again.',
  loginCodeLength: 'Login code must be 6 digits.',
  sending: 'Sending…',
  checking: 'Checking…',
  // Standalone footer
  home: (productName: string) => `${productName} home`,
  about: 'About',
  help: 'Help',
  legal: 'Legal',
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',
  dialogLoading: 'Loading sign-in options',
} as const;

/** Provider names as shown on the buttons. */
export const SERVICE_NAMES = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  twitter: 'Twitter',
  email: 'email',
} as const;

export const ONE_TAP_TEXTS = {
  confirmTitle: (productName: string) => `Create your ${productName} account`,
  confirmBody: (email: string) => `No account uses ${email} yet. Create one with Google?`,
  createAccount: 'Create account',
  notNow: 'Not now',
  error: 'We couldn’t check that Google account. Please try again later.',
  dismiss: 'Dismiss',
} as const;
