import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { mutateForOutcome, refusalMessage } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { UNCLAP_POST } from './clap-operations';
import { clapStore } from './clap-store';
import styles from './clap-button.module.css';
import { CLAP_TEXTS } from './texts';
import { clapFailureToast, writeClapsToCache } from './use-clap-sender';

/** Takes back all of the viewer's claps on the story. */
export function UndoClapsButton({ postId }: { postId: string }) {
  const client = useApolloClient();
  const { queueToast } = useToasts();
  const [isUndoing, setIsUndoing] = useState(false);

  async function handleClick() {
    setIsUndoing(true);
    const outcome = await mutateForOutcome(client, {
      mutation: UNCLAP_POST,
      variables: { postId },
    });
    setIsUndoing(false);
    if (!outcome.ok) return queueToast(clapFailureToast(refusalMessage(outcome, '')));
    clapStore.replace(postId, outcome.data.unclap);
    writeClapsToCache(client, postId, outcome.data.unclap);
  }

  return (
    <button
      type="button"
      className={styles.undo}
      onClick={() => void handleClick()}
      disabled={isUndoing}
    >
      {CLAP_TEXTS.undo}
    </button>
  );
}
