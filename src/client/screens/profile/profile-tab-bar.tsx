import { Link } from '@client/app/link';
import tabStyles from '@client/shell/tabs/tabs.module.css';
import styles from './profile.module.css';
import { PROFILE_TABS, tabPath } from './profile-tabs';
import type { ProfileTab } from './profile-tabs';
import { PROFILE_TEXTS } from './texts';

/** The profile's sections; the current one is marked for assistive technology. */
export function ProfileTabBar({
  username,
  active,
}: {
  username: string;
  active: ProfileTab | null;
}) {
  return (
    <nav aria-label={PROFILE_TEXTS.tabsLabel} className={styles.tabs}>
      <ul className={tabStyles.tabList}>
        {PROFILE_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={tabPath(username, tab)}
              className={`${tabStyles.tab} ${styles.tab}`}
              aria-current={tab === active ? 'page' : undefined}
            >
              {PROFILE_TEXTS.tabs[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
