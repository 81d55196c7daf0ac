import type { ReactNode } from 'react';
import { publisherStyle } from '@client/features/design/publisher-style';
import type {
  ProfileHeaderFieldsFragment,
  ProfileResultFieldsFragment,
} from '@client/graphql/generated/graphql';
import styles from './profile.module.css';
import { ProfileHeader } from './profile-header';
import { ProfileNotice } from './profile-states';
import { ProfileTabBar } from './profile-tab-bar';
import type { ProfileTab } from './profile-tabs';

type ProfileUser = Extract<ProfileResultFieldsFragment, { __typename: 'User' }>;

export interface ProfileLayoutProps {
  result: ProfileResultFieldsFragment | undefined;
  /** The tab to mark as current; null for pages outside the tab bar (followers, following). */
  tab: ProfileTab | null;
  children: (user: ProfileUser) => ReactNode;
}

/**
 * The frame of every profile page: the header and the tab bar around a
 * section, or the notice that replaces the profile. Unknown users answer the
 * 404 page before this renders.
 */
export function ProfileLayout({ result, tab, children }: ProfileLayoutProps) {
  if (!result || result.__typename === 'NotFound')
    return <main id="main" className={styles.main} aria-busy="true" />;
  if (result.__typename === 'AccountSuspended')
    return <ProfileNotice kind="suspended" message={result.message} />;
  if (result.__typename === 'Blocked')
    return <ProfileNotice kind="blocked" message={result.message} />;
  const user: ProfileHeaderFieldsFragment = result;
  return (
    <main id="main" className={styles.designed} style={publisherStyle(user.customStyleSheet)}>
      <ProfileHeader user={user} />
      <ProfileTabBar username={user.username} active={tab} />
      <section>{children(result)}</section>
    </main>
  );
}
