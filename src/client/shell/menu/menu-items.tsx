import type { ReactNode } from 'react';
import { Link } from '../../app/link';
import { useCloseMenu } from './menu-context';
import styles from './menu.module.css';

export interface MenuLinkItemProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Runs before navigation, e.g. to record which item was chosen. */
  onSelect?: () => void;
  /** Load the target as a new document (server routes such as sign-out), not inside the app. */
  isDocumentLoad?: boolean;
}

/** A menu item that navigates; choosing it closes the menu. */
export function MenuLinkItem(props: MenuLinkItemProps) {
  const { to, children, className, onSelect, isDocumentLoad = false } = props;
  const closeMenu = useCloseMenu();
  const itemProps = {
    role: 'menuitem',
    tabIndex: -1,
    className: [styles.item, className].filter(Boolean).join(' '),
    onClick: () => {
      onSelect?.();
      closeMenu();
    },
  };
  if (isDocumentLoad)
    return (
      <a href={to} {...itemProps}>
        {children}
      </a>
    );
  return (
    <Link to={to} {...itemProps}>
      {children}
    </Link>
  );
}

/** A thin rule between groups of items. */
export function MenuSeparator() {
  return <div role="separator" className={styles.separator} />;
}
