import { useQuery } from '@apollo/client/react';
import { Fragment, useEffect } from 'react';
import { SHELL_QUERY, flagMapOf } from '@client/app/shell-query';
import { readCookie } from '@client/app/startup';
import { track } from '@client/reporting/install-reporting';
import { MenuLinkItem, MenuSeparator } from '../menu/menu-items';
import type { NavBarViewer } from './nav-bar-viewer';
import styles from './nav-bar.module.css';
import { userMenuItems, warnWithoutXsrfToken } from './user-menu-items';
import type { UserMenuItem } from './user-menu-items';
import { USER_MENU_QUERY } from './user-menu-query';

/** The menu's items, once the viewer's account details are known (defaults if that fails). */
export default function UserMenuContent({ viewer }: { viewer: NavBarViewer }) {
  const shell = useQuery(SHELL_QUERY, { fetchPolicy: 'cache-first' });
  const details = useQuery(USER_MENU_QUERY, { fetchPolicy: 'cache-first' });
  const xsrfToken = readCookie(document.cookie, 'xsrf') ?? '';

  useEffect(() => {
    warnWithoutXsrfToken(xsrfToken);
  }, [xsrfToken]);

  if (details.loading) return null;
  const account = details.data?.viewer;
  const items = userMenuItems({
    viewer: {
      username: viewer.username,
      name: viewer.name,
      isMember: viewer.isMember,
      isPartnerProgramEnrolled: account?.isPartnerProgramEnrolled ?? false,
      canUseDesignEditor: account?.isStaff ?? false,
      isSuspended: account?.isSuspended ?? false,
    },
    flags: flagMapOf(shell.data),
    xsrfToken,
  });

  return (
    <>
      {items.map((item) => (
        <Fragment key={item.key}>
          {item.startsGroup ? <MenuSeparator /> : null}
          <MenuLinkItem
            to={item.to}
            className={classFor(item)}
            isDocumentLoad={item.kind === 'signOut'}
            onSelect={() => track('nav.clicked', { item: item.key, target: item.to })}
          >
            <ItemLabel item={item} />
          </MenuLinkItem>
        </Fragment>
      ))}
    </>
  );
}

function classFor(item: UserMenuItem): string | undefined {
  if (item.kind === 'badge') return styles.memberBadge;
  if (item.kind === 'identity') return styles.identity;
  return undefined;
}

function ItemLabel({ item }: { item: UserMenuItem }) {
  if (item.kind !== 'identity') return item.label;
  return (
    <>
      <span className={styles.identityName}>{item.label}</span>{' '}
      <span className={styles.identityUsername}>{item.detail}</span>
    </>
  );
}
