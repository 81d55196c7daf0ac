/**
 * Messages of the CreateAccountResult answers of social sign-in, shared by the
 * server (one-tap answers) and the page: the redirect flow sends the browser to
 * /m/signin?error=<TypeName> and the dialog shows the matching text.
 */
export const SOCIAL_TEXTS = {
  UserCreationRateLimited:
    'Too many accounts have been created from your network recently. Please try again later.',
  Forbidden: 'This account has been suspended.',
  AlreadyExists: 'An account with this email already exists. Sign in with email to continue.',
  AlreadyExistsGoogle: 'This email is already linked to a different Google account.',
  AlreadyExistsFacebook: 'This email is already linked to a different Facebook account.',
  AlreadyExistsApple: 'This email is already linked to a different Apple account.',
  AlreadyExistsTwitter: 'This email is already linked to a different Twitter account.',
  NotFound: 'No account uses this Google address yet.',
  SocialSignInFailed: 'Sign in did not complete. Please try again.',
  InvalidGoogleCredential: 'That Google sign-in could not be verified. Please try again.',
} as const;

export type SocialRefusal = Exclude<
  keyof typeof SOCIAL_TEXTS,
  'SocialSignInFailed' | 'InvalidGoogleCredential'
>;
