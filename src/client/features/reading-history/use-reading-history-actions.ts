import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
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
  const [removeRead] = useMutationOutcome(REMOVE_FROM_READING_HISTORY_MUTATION);
  const [clearAll] = useMutationOutcome(CLEAR_READING_HISTORY_MUTATION);

  async function removeStory(postId: string): Promise<boolean> {
    const outcome = await removeRead(
      { postId },
      {
        update: (cache, { data }) => {
          if (data?.removeFromReadingHistory) removeReadFromCache(cache, postId);
        },
      },
    );
    if (!outcome.ok || !outcome.data.removeFromReadingHistory) {
      const message = outcome.ok ? '' : refusalMessage(outcome, '');
      queueToast({ message: message || READING_HISTORY_TEXTS.actionFailed, toastStyle: 'ERROR' });
      return false;
    }
    browserSeenItems().forget('postRead', postId);
    showUndoToast(readingListToastMessage(postId, 'unread', ''));
    return true;
  }

  async function clearHistory(): Promise<boolean> {
    const outcome = await clearAll(
      {},
      {
        update: (cache, { data }) => {
          if (data?.clearReadingHistory) clearHistoryInCache(cache);
        },
      },
    );
    if (!outcome.ok || !outcome.data.clearReadingHistory) {
      // The dialog says it failed; a reason the server gave comes in a toast.
      const reason = outcome.ok ? '' : refusalMessage(outcome, '');
      if (reason) queueToast({ message: reason, toastStyle: 'ERROR' });
      return false;
    }
    browserSeenItems().clear('postRead');
    queueToast({ message: READING_HISTORY_TEXTS.cleared });
    return true;
  }

  return { removeStory, clearHistory };
}
