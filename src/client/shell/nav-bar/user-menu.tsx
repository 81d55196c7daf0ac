import { lazy } from 'react';
import { MenuButton } from '../menu/menu-button';
import { Avatar } from './avatar';
import type { NavBarViewer } from './nav-bar';
import styles from './nav-bar.module.css';
import { NAV_TEXTS } from './texts';

const loadContent = () => import('./user-menu-content');
const UserMenuContent = lazy(loadContent);

/** The avatar menu (spec §2.2); its items and their data load the first time it is wanted. */
export function UserMenu({ viewer }: { viewer: NavBarViewer }) {
  return (
    <MenuButton
      label={NAV_TEXTS.userMenu}
      triggerClassName={styles.avatarButton}
      menuClassName={styles.userMenu}
      onIntent={() => void loadContent()}
      trigger={<Avatar name={viewer.name} imageUrl={viewer.imageUrl} isMember={viewer.isMember} />}
    >
      <UserMenuContent viewer={viewer} />
    </MenuButton>
  );
}
