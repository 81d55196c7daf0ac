import { useApolloClient } from '@apollo/client/react';
import { mutateForOutcome, refusalMessage } from '@client/graphql/mutation-outcome';
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

const MUTATIONS = {
  bookmarkPost: BOOKMARK_POST_MUTATION,
  unbookmarkPost: UNBOOKMARK_POST_MUTATION,
  archivePost: ARCHIVE_POST_MUTATION,
  unarchivePost: UNARCHIVE_POST_MUTATION,
} as const;

type Field = keyof typeof MUTATIONS;

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
  const client = useApolloClient();
  const { queueToast } = useToasts();

  return async function changeState(
    post: { id: string; readingListState: string },
    to: ReadingListState,
  ): Promise<boolean> {
    const from = asReadingListState(post.readingListState);
    if (from === to) return true;
    const field = fieldFor(from, to);
    const postId = post.id;
    const outcome = await mutateForOutcome(client, {
      mutation: MUTATIONS[field],
      variables: { targetPostId: postId },
      optimisticResponse: {
        [field]: { __typename: 'Post', id: postId, readingListState: to },
      } as never,
      // Also applied to the optimistic answer, which Apollo drops when the server refuses.
      update: (cache, { data }) => {
        if (data) applyReadingListChange(cache, { postId, from, to });
      },
    });
    if (outcome.ok) return true;
    queueToast({
      message: refusalMessage(outcome, READING_LIST_TEXTS.bookmarkFailed),
      toastStyle: 'ERROR',
    });
    return false;
  };
}
