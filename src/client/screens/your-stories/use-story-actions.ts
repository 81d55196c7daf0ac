import { useMutation } from '@apollo/client/react';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { removeStoryFromCache } from './story-cache';
import type { StoryTab } from './story-filters';
import { YOUR_STORIES_TEXTS } from './texts';
import { DELETE_STORY_MUTATION, UNPUBLISH_STORY_MUTATION } from './your-stories-query';

/** Unpublish and delete; on success the row leaves the list and the counts change at once. */
export function useStoryActions(tab: StoryTab) {
  const { queueToast } = useToasts();
  const [unpublish] = useMutation(UNPUBLISH_STORY_MUTATION);
  const [remove, deleteState] = useMutation(DELETE_STORY_MUTATION);

  async function unpublishStory(postId: string): Promise<boolean> {
    const result = await unpublish({
      variables: { postId },
      update: (cache, { data }) => {
        if (data?.unpublishPost) removeStoryFromCache(cache, { postId, tab, action: 'unpublish' });
      },
    });
    const isDone = !result.error && !!result.data?.unpublishPost;
    queueToast(
      isDone
        ? { message: YOUR_STORIES_TEXTS.unpublished }
        : { message: YOUR_STORIES_TEXTS.actionFailed, toastStyle: 'ERROR' },
    );
    return isDone;
  }

  async function deleteStory(postId: string): Promise<boolean> {
    const result = await remove({
      variables: { postId },
      update: (cache, { data }) => {
        if (data?.deletePost) removeStoryFromCache(cache, { postId, tab, action: 'delete' });
      },
    });
    const isDone = !result.error && !!result.data?.deletePost;
    if (isDone) queueToast({ message: YOUR_STORIES_TEXTS.deleted });
    return isDone;
  }

  return { unpublishStory, deleteStory, isDeleting: deleteState.loading };
}
