import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useMemo } from 'react';
import { TOAST_TEXTS } from '@client/shell/toasts/texts';
import { useToasts } from '@client/shell/toasts/toast-provider';
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

/** Sends batched claps through Apollo; a failure shows the retryable error toast. */
export function useClapSender(): ClapSender {
  const client = useApolloClient();
  const { queueToast } = useToasts();
  return useMemo<ClapSender>(
    () => ({
      async send(postId, count) {
        const result = await client.mutate({ mutation: CLAP_POST, variables: { postId, count } });
        const clap = result.data?.clap;
        if (!clap || result.error) throw new Error('Claps were not accepted');
        return { clapCount: clap.clapCount, viewerClapCount: clap.viewerClapCount };
      },
      onFailure() {
        queueToast({ message: TOAST_TEXTS.retryableErrorDefault, toastStyle: 'RETRYABLE_ERROR' });
      },
      onSettled(postId, confirmed) {
        writeClapsToCache(client, postId, confirmed);
      },
    }),
    [client, queueToast],
  );
}
