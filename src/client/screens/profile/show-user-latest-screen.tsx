import { profileScreen } from './profile-screen';
import { PROFILE_HOME_QUERY, ShowUserScreen } from './show-user-screen';
import { PROFILE_TEXTS } from './texts';

/** /@{username}/latest: the same newest-first list as the profile home, at its own address. */
export const screen = profileScreen({
  query: PROFILE_HOME_QUERY,
  suffix: '/latest',
  section: PROFILE_TEXTS.latestHeading,
  Component: ShowUserScreen,
});
