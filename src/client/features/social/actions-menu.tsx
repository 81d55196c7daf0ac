import { MenuActionList, MenuDisabledItem } from '@client/shell/menu/menu-items';
import type { MenuAction } from '@client/shell/menu/menu-items';
import { MoreMenuButton } from '@client/shell/menu/more-menu-button';

export interface ActionsMenuItem extends MenuAction {
  key: string;
}

export interface ActionsMenuProps {
  /** The button's accessible name, e.g. "More actions for Ada". */
  label: string;
  items: readonly ActionsMenuItem[];
  /** Shown as the only entry while the items are still being found out. */
  loadingLabel?: string | null;
  onOpen?: () => void;
}

/** A "more" button with a menu of actions on a person or a story. */
export function ActionsMenu({ label, items, loadingLabel, onOpen }: ActionsMenuProps) {
  return (
    <MoreMenuButton label={label} onOpen={onOpen}>
      {items.length === 0 && loadingLabel ? (
        <MenuDisabledItem>{loadingLabel}</MenuDisabledItem>
      ) : null}
      <MenuActionList actions={items} />
    </MoreMenuButton>
  );
}
