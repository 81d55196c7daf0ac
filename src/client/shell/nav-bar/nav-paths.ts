/** Where the bar's links go. */
export const NAV_PATHS = {
  home: '/',
  membership: '/membership',
  signIn: '/m/signin',
  register: '/m/signin?operation=register',
  search: '/search',
  readingList: '/me/list/saved',
  notifications: '/me/notifications',
  plans: '/plans',
};

/** Where the user menu's items go (spec navigation §2.2; routes-entities §4 own pages). */
export const USER_MENU_PATHS = {
  home: '/',
  newStory: '/new-story',
  howToWrite: '/help/how-do-i-write',
  stories: '/me/stories/drafts',
  series: '/me/series/drafts',
  stats: '/me/stats',
  design: '/me/design',
  settings: '/me/settings',
  readingList: '/me/list/saved',
  publications: '/me/publications',
  missionControl: '/me/missioncontrol',
  customizeInterests: '/me/following/suggestions',
  partnerDashboard: '/me/partner/dashboard',
  partnerEnroll: '/me/partner/enroll',
  giftMembership: '/gift-checkout',
  membership: '/membership',
  help: '/help',
};

/** Sign-out carries the browser's anti-forgery token, so no other site can sign anyone out. */
export function signOutPath(xsrfToken: string): string {
  return `/m/signout/${encodeURIComponent(xsrfToken)}`;
}

/**
 * The bar's Write: the editor, as the user menu's New story; a suspended account
 * cannot publish, so it learns how writing works instead (the menu's How do I write?).
 */
export function writePath(isSuspended: boolean): string {
  return isSuspended ? USER_MENU_PATHS.howToWrite : USER_MENU_PATHS.newStory;
}

export function profilePath(username: string): string {
  return `/@${username}`;
}
