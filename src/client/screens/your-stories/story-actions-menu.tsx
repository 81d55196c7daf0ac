import { MenuActionItem, MenuLinkItem } from '@client/shell/menu/menu-items';
import { MoreMenuButton } from '@client/shell/menu/more-menu-button';
import { YOUR_STORIES_TEXTS } from './texts';

export interface StoryActionsMenuProps {
  postId: string;
  title: string;
  canUnpublish: boolean;
  onUnpublish: () => void;
  onDelete: () => void;
}

/** The row's menu button: Edit, Story settings, Unpublish (when published), Delete. */
export function StoryActionsMenu(props: StoryActionsMenuProps) {
  const id = encodeURIComponent(props.postId);
  return (
    <MoreMenuButton label={YOUR_STORIES_TEXTS.storyActions(props.title)}>
      <MenuLinkItem to={`/p/${id}/edit`}>{YOUR_STORIES_TEXTS.edit}</MenuLinkItem>
      <MenuLinkItem to={`/p/${id}/settings`}>{YOUR_STORIES_TEXTS.settings}</MenuLinkItem>
      {props.canUnpublish ? (
        <MenuActionItem onSelect={props.onUnpublish}>{YOUR_STORIES_TEXTS.unpublish}</MenuActionItem>
      ) : null}
      <MenuActionItem onSelect={props.onDelete} isDanger>
        {YOUR_STORIES_TEXTS.delete}
      </MenuActionItem>
    </MoreMenuButton>
  );
}
