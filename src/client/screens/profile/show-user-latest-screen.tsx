import { PROFILE_HOME_QUERY } from './show-user-screen';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

/** /@{username}/latest: the same newest-first list as the profile home, at its own address. */
export const screen = profileListScreen({
  query: PROFILE_HOME_QUERY,
  kind: 'stories',
  field: 'latestStories',
  tab: 'home',
  suffix: '/latest',
  section: PROFILE_TEXTS.latestHeading,
  heading: () => PROFILE_TEXTS.latestHeading,
  emptyText: PROFILE_TEXTS.emptyStories,
});
