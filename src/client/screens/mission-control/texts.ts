export const MISSION_CONTROL_TEXTS = {
  heading: 'Control Your Recommendations',
  intro: 'Choose the topics you see more of, and the people and publications you see less of.',
  signInPrompt: 'Sign in to choose what you are recommended.',
  signIn: 'Sign in',
  suggested: 'Topics to follow',
  muted: 'Muted',
  mutedUsers: 'Muted people',
  mutedPublications: 'Muted publications',
  title: (productName: string) => `Control Your Recommendations – ${productName}`,
};
