export const NAV_TEXTS = {
  navLabel: 'Main',
  becomeMember: 'Become a member',
  signIn: 'Sign in',
  getStarted: 'Get started',
  search: 'Search',
  readingList: 'Reading list',
  notifications: 'Notifications',
  upgrade: 'Upgrade',
};

export const GREETING_TEXTS = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
};
