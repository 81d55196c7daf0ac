import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { track } from '@client/reporting/install-reporting';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { ARCHIVE_POST_MUTATION, BOOKMARK_POST_MUTATION } from './bookmark-fields';
import { createReadingListToasts } from './reading-list-toast';

async function mutateOrThrow(promise: Promise<{ error?: unknown; data?: unknown }>) {
  const result = await promise;
  if (result.error || !result.data) throw new Error('Not saved', { cause: result.error });
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
        bookmark: (postId) =>
          mutateOrThrow(
            client.mutate({
              mutation: BOOKMARK_POST_MUTATION,
              variables: { targetPostId: postId },
            }),
          ),
        archive: (postId) =>
          mutateOrThrow(
            client.mutate({ mutation: ARCHIVE_POST_MUTATION, variables: { targetPostId: postId } }),
          ),
        reload: () => window.location.reload(),
        track,
      }),
    [client, queueToast],
  );
  // A toast still waiting to appear belongs to the screen that asked for it.
  useEffect(() => () => toasts.cancel(), [toasts]);
  return toasts.show;
}
