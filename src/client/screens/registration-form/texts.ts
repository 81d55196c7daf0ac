export const REGISTRATION_TEXTS = {
  title: 'Almost there!',
  intro: 'Choose a username. It appears in the address of your profile and your stories.',
  usernameLabel: 'Username',
  hint: 'Letters, numbers and underscores.',
  submit: 'Continue',
  saving: 'Saving…',
  empty: 'Please choose a username.',
  tryAgain: 'Please try again.',
  signedOut: 'Sign in to finish setting up your account.',
  pageTitle: (productName: string) => `Choose your username – ${productName}`,
} as const;
