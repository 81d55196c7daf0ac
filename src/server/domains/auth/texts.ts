/** Messages of the sign-in results (spec navigation-signin-search-social §5, §8). */
export const AUTH_TEXTS = {
  invalidEmail: 'Please enter a valid email address.',
  userDoesNotExist: 'User does not exist',
  loginCodeFormat: 'Login code must be 6 digits.',
  captchaMissing: 'Please complete the verification challenge and try again.',
  captchaInvalid: 'The verification challenge failed. Please try again.',
  wrongLoginCode: 'That code is incorrect. Check the e-mail we sent and try again.',
  noPendingCode: 'There is no pending sign-in code for this browser. Request a new e-mail.',
  codeAttemptsExceeded: 'Too many incorrect codes. Request a new e-mail to sign in.',
  tooManyCodeFailures: 'Too many incorrect codes for this account. Try again later.',
  emailSignInDisabled: 'Signing in by e-mail is not available on this site.',
  originNotConfigured: (origin: string) =>
    `Sign-in e-mails can only be requested at ${origin} until this site's public address (PUBLIC_URL) is set.`,
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  noUnverifiedEmail: 'There is no address waiting for verification.',
} as const;
