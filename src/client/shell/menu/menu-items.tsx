import type { ReactNode } from 'react';
import { Link } from '@client/app/link';
import { useMenu } from './menu-context';
import styles from './menu.module.css';
import moreStyles from './more-menu.module.css';

function classNames(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

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
  const menu = useMenu();
  const itemProps = {
    role: 'menuitem',
    tabIndex: -1,
    className: classNames(menu.itemClassName, className),
    onClick: () => {
      onSelect?.();
      menu.close();
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

export interface MenuActionItemProps {
  children: ReactNode;
  /** Runs after the menu has closed and focus is back on its trigger (a dialog may open). */
  onSelect: () => void;
  /** Destructive, e.g. delete or block: shown in the danger colour. */
  isDanger?: boolean;
}

/** A menu item that acts in place; choosing it closes the menu first. */
export function MenuActionItem({ children, onSelect, isDanger = false }: MenuActionItemProps) {
  const menu = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={classNames(menu.itemClassName, isDanger && moreStyles.danger)}
      onClick={() => {
        menu.close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

export interface MenuAction {
  /** Tells the items apart; the label when absent. */
  key?: string;
  label: string;
  onSelect: () => void;
  isDanger?: boolean;
}

/** A list of action items, one per action, in order. */
export function MenuActionList({ actions }: { actions: readonly MenuAction[] }) {
  return actions.map((action) => (
    <MenuActionItem
      key={action.key ?? action.label}
      onSelect={action.onSelect}
      isDanger={action.isDanger}
    >
      {action.label}
    </MenuActionItem>
  ));
}

/** An entry that cannot be chosen, e.g. while the items are still being found out. */
export function MenuDisabledItem({ children }: { children: ReactNode }) {
  const { itemClassName } = useMenu();
  return (
    <div role="menuitem" aria-disabled="true" tabIndex={-1} className={itemClassName}>
      {children}
    </div>
  );
}

/** A thin rule between groups of items. */
export function MenuSeparator() {
  return <div role="separator" className={styles.separator} />;
}
