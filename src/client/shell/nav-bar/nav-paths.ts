/** Where the bar's links go. */
export const NAV_PATHS = {
  home: '/',
  membership: '/membership',
  signIn: '/m/signin',
  register: '/m/signin?operation=register',
  search: '/search',
  readingList: '/me/list/queue',
  notifications: '/me/notifications',
  plans: '/plans',
};

export function profilePath(username: string): string {
  return `/@${username}`;
}
