import { useMutation } from '@apollo/client/react';
import { useToasts } from '@client/shell/toasts/toast-provider';
import {
  ARCHIVE_POST_MUTATION,
  BOOKMARK_POST_MUTATION,
  UNARCHIVE_POST_MUTATION,
  UNBOOKMARK_POST_MUTATION,
} from './bookmark-fields';
import { applyReadingListChange } from './reading-list-cache';
import { asReadingListState } from './reading-list-state';
import type { ReadingListState } from './reading-list-state';
import { READING_LIST_TEXTS } from './texts';

type Field = 'bookmarkPost' | 'unbookmarkPost' | 'archivePost' | 'unarchivePost';

function fieldFor(from: ReadingListState, to: ReadingListState): Field {
  if (to === 'NONE') return 'unbookmarkPost';
  if (to === 'ARCHIVE') return 'archivePost';
  return from === 'ARCHIVE' ? 'unarchivePost' : 'bookmarkPost';
}

/**
 * Moves a story to another reading-list state, optimistically: the button,
 * the cached lists and their counts change at once and roll back on failure.
 * Answers whether the server stored the change.
 */
export function useReadingListChange() {
  const { queueToast } = useToasts();
  const [bookmark] = useMutation(BOOKMARK_POST_MUTATION);
  const [unbookmark] = useMutation(UNBOOKMARK_POST_MUTATION);
  const [archive] = useMutation(ARCHIVE_POST_MUTATION);
  const [unarchive] = useMutation(UNARCHIVE_POST_MUTATION);
  const mutations = {
    bookmarkPost: bookmark,
    unbookmarkPost: unbookmark,
    archivePost: archive,
    unarchivePost: unarchive,
  } as const;

  return async function changeState(
    post: { id: string; readingListState: string },
    to: ReadingListState,
  ): Promise<boolean> {
    const from = asReadingListState(post.readingListState);
    if (from === to) return true;
    const field = fieldFor(from, to);
    const postId = post.id;
    const mutate = mutations[field] as typeof bookmark;
    try {
      const result = await mutate({
        variables: { targetPostId: postId },
        optimisticResponse: {
          [field]: { __typename: 'Post', id: postId, readingListState: to },
        } as never,
        update: (cache, { data }) => {
          if (data) applyReadingListChange(cache, { postId, from, to });
        },
      });
      if (result.error || !result.data) throw new Error('Not saved', { cause: result.error });
      return true;
    } catch {
      queueToast({ message: READING_LIST_TEXTS.bookmarkFailed, toastStyle: 'ERROR' });
      return false;
    }
  };
}
