import { lazy } from 'react';
import { useViewer } from '@client/app/use-viewer';
import { Avatar } from '@client/ui/avatar/avatar';
import { MenuButton } from '../menu/menu-button';
import type { NavBarViewer } from './nav-bar-viewer';
import styles from './nav-bar.module.css';
import { NAV_TEXTS } from './texts';

const loadContent = () => import('./user-menu-content');
const UserMenuContent = lazy(loadContent);

/** The avatar menu (spec §2.2); its items and their data load the first time it is wanted. */
export function UserMenu({ viewer }: { viewer: NavBarViewer }) {
  // The shell query is already in the cache (server and browser alike): its image id gives a sized picture.
  const user = useViewer() ?? {
    name: viewer.name,
    imageId: null,
    mediumMemberAt: viewer.isMember ? 'member' : null,
  };
  return (
    <MenuButton
      label={NAV_TEXTS.userMenu}
      triggerClassName={styles.avatarButton}
      menuClassName={styles.userMenu}
      onIntent={() => void loadContent()}
      trigger={<Avatar user={user} size="XS" />}
    >
      <UserMenuContent viewer={viewer} />
    </MenuButton>
  );
}
