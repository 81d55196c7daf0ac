/** What the metered paywall tells readers on a member-only story (docs/guide.md: Paywall). */
export const PAYWALL_TEXTS = {
  memberOnlyStory: 'Member-only story',
  registrationTitle: 'Create an account to read the full story.',
  registrationText: (allowance: number) =>
    allowance > 0
      ? `The author made this story available to members only. Sign up for free to read it, and ${allowance} member-only ${storiesWord(allowance)} every month.`
      : 'The author made this story available to members only. Sign up or sign in to keep reading.',
  signUp: 'Sign up to read',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  upsellTitle: 'You’ve read all your free member-only stories this month.',
  upsellText:
    'Become a member to read this story, and every other member-only story, whenever you like.',
  becomeMember: 'Become a member',
  meteredNotice: (remaining: number) =>
    remaining > 0
      ? `You have ${remaining} free member-only ${storiesWord(remaining)} left this month.`
      : 'You have no free member-only stories left this month.',
  upgrade: 'Upgrade',
  friendLinkNotice: 'You’re reading a member-only story with a friend link.',
} as const;

function storiesWord(count: number): string {
  return count === 1 ? 'story' : 'stories';
}

/** Where the upsell leads: the plans page. */
export const PLANS_PATH = '/plans';
