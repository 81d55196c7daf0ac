/** Verify-email toasts (routes-entities-shell §4.1); the spec gives no wording, these are ours. */
export const VERIFY_EMAIL_TEXTS = {
  prompt: 'Verify your email address to finish setting up your account.',
  addEmailPrompt: 'Add an email address to your account so you can always sign in.',
  sendAction: 'Send verification email',
  addEmailAction: 'Add email',
  sent: (email: string) => `We sent a verification link to ${email}. Click it to confirm.`,
  changeEmail: 'Change email',
  sendFailed: 'We could not send the verification email. Please try again.',
} as const;
