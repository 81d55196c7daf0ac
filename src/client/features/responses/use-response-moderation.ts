import type { DocumentNode } from 'graphql';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { mutateForOutcome, refusalMessage } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import type { ToastButtonAction } from '@client/shell/toasts/toast-actions';
import {
  HIDE_POST_RESPONSE,
  POST_RESPONSES_QUERY,
  RESPONSES_PAGE_SIZE,
  UNHIDE_POST_RESPONSE,
} from './response-fields';
import { RESPONSE_TEXTS } from './texts';

/**
 * Hiding and unhiding a response on the story it answers (the parent's author
 * only; the server refuses anyone else). Both refetch the parent's responses,
 * and hiding offers Undo on the spec's toast.
 */
export function useResponseModeration(parentPostId: string) {
  const client = useApolloClient();
  const { queueToast, clearToasts } = useToasts();

  const run = useCallback(
    async (mutation: DocumentNode, postResponseId: string) => {
      const outcome = await mutateForOutcome(client, {
        mutation,
        variables: { parentPostId, postResponseId },
        refetchQueries: [
          {
            query: POST_RESPONSES_QUERY,
            variables: { postId: parentPostId, limit: RESPONSES_PAGE_SIZE },
          },
        ],
        awaitRefetchQueries: true,
      });
      if (outcome.ok) return true;
      const refusal = refusalMessage(outcome, '');
      queueToast(
        refusal
          ? { message: refusal, toastStyle: 'ERROR' }
          : { message: RESPONSE_TEXTS.actionFailed, toastStyle: 'RETRYABLE_ERROR' },
      );
      return false;
    },
    [client, parentPostId, queueToast],
  );

  const unhide = useCallback(
    (postResponseId: string) => run(UNHIDE_POST_RESPONSE, postResponseId),
    [run],
  );

  const hide = useCallback(
    async (postResponseId: string) => {
      if (!(await run(HIDE_POST_RESPONSE, postResponseId))) return;
      const undo: ToastButtonAction = {
        label: RESPONSE_TEXTS.undo,
        onSelect: () => {
          clearToasts();
          void unhide(postResponseId);
        },
      };
      queueToast({
        message: RESPONSE_TEXTS.hiddenToast,
        toastStyle: 'HIDE_POST_RESPONSE',
        extraParams: { action: undo },
      });
    },
    [run, unhide, queueToast, clearToasts],
  );

  return { hide, unhide };
}
