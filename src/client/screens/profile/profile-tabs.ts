/** The profile's sections: the tab bar in order, and the path under /@{username} of each. */
export const PROFILE_TABS = [
  'home',
  'recommended',
  'highlights',
  'series',
  'responses',
  'about',
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

const SUFFIX: Record<ProfileTab, string> = {
  home: '',
  recommended: '/has-recommended',
  highlights: '/highlights',
  series: '/series',
  responses: '/responses',
  about: '/about',
};

export const profilePath = (username: string, suffix = ''): string => `/@${username}${suffix}`;

export const tabPath = (username: string, tab: ProfileTab): string =>
  profilePath(username, SUFFIX[tab]);
