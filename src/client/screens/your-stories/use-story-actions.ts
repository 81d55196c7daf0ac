import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { removeStoryFromCache } from './story-cache';
import type { StoryTab } from './story-filters';
import { YOUR_STORIES_TEXTS } from './texts';
import { DELETE_STORY_MUTATION, UNPUBLISH_STORY_MUTATION } from './your-stories-query';

/**
 * Unpublish and delete; on success the row leaves the list and the counts
 * change at once. A refusal is said in the server's words: unpublishing in a
 * toast, deleting in its dialog (`deleteFailure`).
 */
export function useStoryActions(tab: StoryTab) {
  const { cache } = useApolloClient();
  const { queueToast } = useToasts();
  const [unpublish] = useMutationOutcome(UNPUBLISH_STORY_MUTATION);
  const [remove, deleteState] = useMutationOutcome(DELETE_STORY_MUTATION);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  async function unpublishStory(postId: string): Promise<boolean> {
    const outcome = await unpublish({ postId });
    if (!outcome.ok) {
      queueToast({ message: outcome.message, toastStyle: 'ERROR' });
      return false;
    }
    removeStoryFromCache(cache, { postId, tab, action: 'unpublish' });
    queueToast({ message: YOUR_STORIES_TEXTS.unpublished });
    return true;
  }

  async function deleteStory(postId: string): Promise<boolean> {
    setDeleteFailure(null);
    const outcome = await remove({ postId });
    if (!outcome.ok || !outcome.data.deletePost) {
      setDeleteFailure(outcome.ok ? YOUR_STORIES_TEXTS.actionFailed : outcome.message);
      return false;
    }
    removeStoryFromCache(cache, { postId, tab, action: 'delete' });
    queueToast({ message: YOUR_STORIES_TEXTS.deleted });
    return true;
  }

  return { unpublishStory, deleteStory, deleteFailure, isDeleting: deleteState.loading };
}
