import { ActionsMenu } from './actions-menu';
import { userMenuItems } from './social-rules';
import { SOCIAL_TEXTS } from './texts';
import { usePersonActions } from './use-person-actions';
import { useSocialContext } from './use-social-context';

export interface UserActionsMenuProps {
  user: { id: string; name: string; username: string; isBlocking: boolean; isMuting: boolean };
}

/**
 * The "more" menu on a person: mute, block, report (§5 menu rules). Nothing
 * renders when no action applies: for yourself, or for a visitor.
 */
export function UserActionsMenu({ user }: UserActionsMenuProps) {
  const { viewerId, isMuteEnabled } = useSocialContext();
  const actions = usePersonActions(viewerId);
  const kinds = userMenuItems({ viewerId, target: user, isMuteEnabled });
  if (kinds.length === 0) return null;
  return (
    <>
      <ActionsMenu
        label={SOCIAL_TEXTS.moreActions(user.name)}
        items={actions.menuItems(user, kinds)}
      />
      {actions.dialogs}
    </>
  );
}
