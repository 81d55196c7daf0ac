/** The publication menu (spec navigation §2.4), in the spec's order and words. */
export const PUBLICATION_MENU_TEXTS = {
  menuLabel: (name: string) => `Manage ${name}`,
  trigger: 'Manage',
  newStory: 'New story',
  stories: 'Stories',
  stats: 'Stats',
  followers: 'Followers',
  partnerProgram: 'Partner Program',
  newsletter: 'Newsletter',
  navigation: 'Navigation',
  featurePages: 'Feature pages',
  settings: 'Settings',
  homepageAndSettings: 'Homepage and settings',
  design: 'Design',
  sendFeedback: 'Send feedback',
} as const;

/** The Send feedback dialog. */
export const FEEDBACK_TEXTS = {
  title: (name: string) => `Feedback on ${name}’s Aurora pages`,
  intro: 'Tell the team running this site what works and what does not. They read every message.',
  label: 'Your feedback',
  send: 'Send feedback',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: 'Thanks! Your feedback has been sent.',
  failed: 'Your feedback could not be sent. Please try again.',
} as const;
