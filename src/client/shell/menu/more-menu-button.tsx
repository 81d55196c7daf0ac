import type { ReactNode } from 'react';
import { MenuButton } from './menu-button';
import styles from './more-menu.module.css';

export interface MoreMenuButtonProps {
  /** The button's accessible name (also names the menu), e.g. "More actions for Ada". */
  label: string;
  /** Small beside a response, regular beside a story or a person. */
  size?: 'regular' | 'small';
  /** The menu is opening: a chance to fetch what it offers. */
  onOpen?: () => void;
  /** The items: MenuLinkItem, MenuActionItem, MenuDisabledItem. */
  children: ReactNode;
}

const DOT_SIZES = { regular: { icon: 24, dot: 1.8 }, small: { icon: 20, dot: 1.6 } };

/** The "…" button beside a story, a response or a person, with its menu of actions. */
export function MoreMenuButton({ label, size = 'regular', onOpen, children }: MoreMenuButtonProps) {
  const { icon, dot } = DOT_SIZES[size];
  return (
    <MenuButton
      look="more"
      label={label}
      triggerClassName={size === 'small' ? `${styles.button} ${styles.small}` : styles.button}
      onOpenChange={(isOpen) => {
        if (isOpen) onOpen?.();
      }}
      trigger={
        <svg width={icon} height={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r={dot} />
          <circle cx="12" cy="12" r={dot} />
          <circle cx="19" cy="12" r={dot} />
        </svg>
      }
    >
      {children}
    </MenuButton>
  );
}
