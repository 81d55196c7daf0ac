import { useLazyQuery } from '@apollo/client/react';
import { ActionsMenu } from './actions-menu';
import type { ActionsMenuItem } from './actions-menu';
import { collectionMenuItem, userMenuItems } from './social-rules';
import { STORY_MENU_TARGETS } from './story-menu-query';
import { SOCIAL_TEXTS } from './texts';
import { usePersonActions } from './use-person-actions';
import { useSocialContext } from './use-social-context';

export interface StoryMoreMenuProps {
  post: { id: string; creator: { id: string } };
}

/**
 * A reader's "more" menu on a story: mute the author or the publication,
 * block or report the author. Not for the author, nor for visitors. What it
 * offers is fetched when it first opens, so the story page loads no more.
 */
export function StoryMoreMenu({ post }: StoryMoreMenuProps) {
  const { viewerId, isMuteEnabled } = useSocialContext();
  const actions = usePersonActions(viewerId);
  const [load, { data }] = useLazyQuery(STORY_MENU_TARGETS);
  if (!viewerId || viewerId === post.creator.id) return null;

  const story = data?.postResult.__typename === 'Post' ? data.postResult : null;
  const items: ActionsMenuItem[] = [];
  if (story) {
    const { creator, collection } = story;
    const personItems = actions.menuItems(
      creator,
      userMenuItems({ viewerId, target: creator, isMuteEnabled }),
    );
    const collectionItem = collectionMenuItem({ viewerId, collection, isMuteEnabled });
    // Mute entries first: author, then publication; then block and report.
    const [first, ...rest] = personItems;
    const mutesAuthor = first && (first.key === 'mute' || first.key === 'unmute');
    if (mutesAuthor) items.push(first);
    if (collection && collectionItem)
      items.push({
        key: collectionItem,
        label:
          collectionItem === 'muteCollection'
            ? SOCIAL_TEXTS.mutePublication
            : SOCIAL_TEXTS.unmutePublication,
        onSelect: () =>
          void actions.mute.setCollectionMuted(collection, collectionItem === 'muteCollection'),
      });
    items.push(...(mutesAuthor ? rest : personItems));
  }

  return (
    <>
      <ActionsMenu
        label={SOCIAL_TEXTS.storyMoreActions}
        items={items}
        loadingLabel={SOCIAL_TEXTS.loading}
        onOpen={() => void load({ variables: { id: post.id } })}
      />
      {actions.dialogs}
    </>
  );
}
