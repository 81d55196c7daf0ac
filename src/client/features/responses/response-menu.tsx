import { MenuActionList } from '@client/shell/menu/menu-items';
import type { MenuAction } from '@client/shell/menu/menu-items';
import { MoreMenuButton } from '@client/shell/menu/more-menu-button';

export interface ResponseMenuProps {
  label: string;
  items: MenuAction[];
}

/** The small "…" menu on a response: actions for the parent story's author. */
export function ResponseMenu({ label, items }: ResponseMenuProps) {
  return (
    <MoreMenuButton label={label} size="small">
      <MenuActionList actions={items} />
    </MoreMenuButton>
  );
}
