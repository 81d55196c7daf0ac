export interface UserActionsMenuProps {
  user: { id: string; name: string; username: string; isBlocking: boolean; isMuting: boolean };
}

/** The "more" menu on a person: mute, block, report (§5 menu rules). */
export function UserActionsMenu(_props: UserActionsMenuProps) {
  return null;
}
