import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useMemo } from 'react';
import { mutateForOutcome, refusalMessage } from '@client/graphql/mutation-outcome';
import { TOAST_TEXTS } from '@client/shell/toasts/texts';
import { useToasts } from '@client/shell/toasts/toast-provider';
import type { ToastInput } from '@client/shell/toasts/toast-queue';
import type { ConfirmedClaps } from './clap-counter';
import { CLAP_POST } from './clap-operations';
import type { ClapSender } from './clap-store';

/** Lets other views of the story (cards, a later visit) show the confirmed counts. */
export function writeClapsToCache(client: ApolloClient, postId: string, claps: ConfirmedClaps) {
  const id = client.cache.identify({ __typename: 'Post', id: postId });
  if (!id) return;
  client.cache.modify({
    id,
    fields: {
      clapCount: () => claps.clapCount,
      viewerClapCount: () => claps.viewerClapCount,
    },
  });
}

/** Claps that were not taken; the message is the server's reason, if it gave one. */
class ClapsNotTaken extends Error {}

/** The toast for claps that did not go through: the server's reason, else the retryable error. */
export function clapFailureToast(refusal: string): ToastInput {
  return refusal
    ? { message: refusal, toastStyle: 'ERROR' }
    : { message: TOAST_TEXTS.retryableErrorDefault, toastStyle: 'RETRYABLE_ERROR' };
}

/** Sends batched claps through Apollo; a failure says why in a toast (clapFailureToast). */
export function useClapSender(): ClapSender {
  const client = useApolloClient();
  const { queueToast } = useToasts();
  return useMemo<ClapSender>(
    () => ({
      async send(postId, count) {
        const outcome = await mutateForOutcome(client, {
          mutation: CLAP_POST,
          variables: { postId, count },
        });
        if (!outcome.ok) throw new ClapsNotTaken(refusalMessage(outcome, ''));
        const { clapCount, viewerClapCount } = outcome.data.clap;
        return { clapCount, viewerClapCount };
      },
      onFailure(_postId, reason) {
        queueToast(clapFailureToast(reason instanceof ClapsNotTaken ? reason.message : ''));
      },
      onSettled(postId, confirmed) {
        writeClapsToCache(client, postId, confirmed);
      },
    }),
    [client, queueToast],
  );
}
