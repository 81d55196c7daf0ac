import { MenuActionItem, MenuLinkItem } from '@client/shell/menu/menu-items';
import { MoreMenuButton } from '@client/shell/menu/more-menu-button';
import { POST_TEXTS } from './texts';

export interface WriterControlsProps {
  postId: string;
  /** Shown only when the viewer may share a friend link (the author). */
  onShareFriendLink?: (() => void) | null;
}

/** Links of the post management menu (navigation §2.5). */
export function writerLinks(postId: string) {
  const id = encodeURIComponent(postId);
  return [
    { label: POST_TEXTS.editStory, to: `/p/${id}/edit` },
    { label: POST_TEXTS.storySettings, to: `/p/${id}/settings` },
    { label: POST_TEXTS.viewStats, to: `/me/stats/post/${id}` },
  ];
}

/** The writer's menu button: Edit story, Story settings, View stats, Share Friend Link. */
export function WriterControls({ postId, onShareFriendLink }: WriterControlsProps) {
  return (
    <MoreMenuButton label={POST_TEXTS.writerControls}>
      {writerLinks(postId).map((item) => (
        <MenuLinkItem key={item.to} to={item.to}>
          {item.label}
        </MenuLinkItem>
      ))}
      {onShareFriendLink ? (
        <MenuActionItem onSelect={onShareFriendLink}>{POST_TEXTS.shareFriendLink}</MenuActionItem>
      ) : null}
    </MoreMenuButton>
  );
}
