export const MISSION_CONTROL_TEXTS = {
  heading: 'Control Your Recommendations',
  intro: 'Choose the topics you see more of, and the people and publications you see less of.',
  signInPrompt: 'Sign in to choose what you are recommended.',
  signIn: 'Sign in',
  suggested: 'Topics to follow',
  muted: 'Muted',
  mutedLink: 'People and publications you muted',
  title: (productName: string) => `Control Your Recommendations – ${productName}`,
};
