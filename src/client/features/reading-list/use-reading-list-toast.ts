import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useEffect, useMemo } from 'react';
import { mutateForOutcome, refusalMessage } from '@client/graphql/mutation-outcome';
import { track } from '@client/reporting/install-reporting';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { ARCHIVE_POST_MUTATION, BOOKMARK_POST_MUTATION } from './bookmark-fields';
import { createReadingListToasts } from './reading-list-toast';

/** Stores an Undo: null once stored, else the server's reason ('' when it gave none). */
async function undo(
  client: ApolloClient,
  mutation: typeof BOOKMARK_POST_MUTATION | typeof ARCHIVE_POST_MUTATION,
  postId: string,
): Promise<string | null> {
  const outcome = await mutateForOutcome(client, {
    mutation,
    variables: { targetPostId: postId },
  });
  return outcome.ok ? null : refusalMessage(outcome, '');
}

/**
 * The reading-list undo toast for a screen. Call the answer with
 * readingListToastMessage(postId, kind, searchQuery): kind 'bookmark' or
 * 'archive' from the reading list, 'unread' from the reading history.
 */
export function useReadingListToast(): (message: string) => boolean {
  const client = useApolloClient();
  const { queueToast } = useToasts();
  const toasts = useMemo(
    () =>
      createReadingListToasts({
        queueToast,
        bookmark: (postId) => undo(client, BOOKMARK_POST_MUTATION, postId),
        archive: (postId) => undo(client, ARCHIVE_POST_MUTATION, postId),
        reload: () => window.location.reload(),
        track,
      }),
    [client, queueToast],
  );
  // A toast still waiting to appear belongs to the screen that asked for it.
  useEffect(() => () => toasts.cancel(), [toasts]);
  return toasts.show;
}
