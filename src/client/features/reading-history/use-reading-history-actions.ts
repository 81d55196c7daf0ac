import { useMutation } from '@apollo/client/react';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { browserSeenItems } from '../seen-items/browser-seen-items';
import { readingListToastMessage } from '../reading-list/reading-list-toast';
import { useReadingListToast } from '../reading-list/use-reading-list-toast';
import { clearHistoryInCache, removeReadFromCache } from './reading-history-cache';
import {
  CLEAR_READING_HISTORY_MUTATION,
  REMOVE_FROM_READING_HISTORY_MUTATION,
} from './reading-history-operations';
import { READING_HISTORY_TEXTS } from './texts';

/**
 * Remove one story (then the 'unread' undo toast of spec §4.1) and clear all.
 * The rows leave the cache on success; nothing is refetched.
 */
export function useReadingHistoryActions() {
  const { queueToast } = useToasts();
  const showUndoToast = useReadingListToast();
  const [removeRead] = useMutation(REMOVE_FROM_READING_HISTORY_MUTATION);
  const [clearAll] = useMutation(CLEAR_READING_HISTORY_MUTATION);

  async function removeStory(postId: string): Promise<boolean> {
    const result = await removeRead({
      variables: { postId },
      update: (cache, { data }) => {
        if (data?.removeFromReadingHistory) removeReadFromCache(cache, postId);
      },
    });
    const isDone = !result.error && !!result.data?.removeFromReadingHistory;
    if (!isDone) {
      queueToast({ message: READING_HISTORY_TEXTS.actionFailed, toastStyle: 'ERROR' });
      return false;
    }
    browserSeenItems().forget('postRead', postId);
    showUndoToast(readingListToastMessage(postId, 'unread', ''));
    return true;
  }

  async function clearHistory(): Promise<boolean> {
    const result = await clearAll({
      update: (cache, { data }) => {
        if (data?.clearReadingHistory) clearHistoryInCache(cache);
      },
    });
    const isDone = !result.error && !!result.data?.clearReadingHistory;
    if (isDone) {
      browserSeenItems().clear('postRead');
      queueToast({ message: READING_HISTORY_TEXTS.cleared });
    }
    return isDone;
  }

  return { removeStory, clearHistory };
}
