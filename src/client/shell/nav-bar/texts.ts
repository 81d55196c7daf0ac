import { unreadCountText } from '@client/features/notifications/unread-count';

export const NAV_TEXTS = {
  navLabel: 'Main',
  becomeMember: 'Become a member',
  signIn: 'Sign in',
  getStarted: 'Get started',
  search: 'Search',
  write: 'Write',
  readingList: 'Reading list',
  notifications: 'Notifications',
  upgrade: 'Upgrade',
  userMenu: 'Your account',
};

/** The bell's accessible name with the unread count. */
export function bellLabel(unreadCount: number): string {
  if (unreadCount <= 0) return NAV_TEXTS.notifications;
  return `${NAV_TEXTS.notifications}, ${unreadCountText(unreadCount)} unread`;
}

/** The user menu (spec §2.2), in the spec's order. */
export const USER_MENU_TEXTS = {
  memberBadge: 'Member',
  newStory: 'New story',
  howToWrite: 'How do I write?',
  stories: 'Stories',
  series: 'Series',
  stats: 'Stats',
  design: 'Design',
  settings: 'Settings',
  readingList: 'Reading list',
  publications: 'Publications',
  missionControl: 'Control Your Recommendations',
  customizeInterests: 'Customize your interests',
  partnerProgram: 'Partner Program',
  giftMembership: 'Gift a membership',
  becomeMember: 'Become a member',
  profile: 'Profile',
  help: 'Help',
  signOut: 'Sign out',
  noXsrfToken: 'No xsrf token found',
};

export const GREETING_TEXTS = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
};
