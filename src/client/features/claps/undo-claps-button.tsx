import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { TOAST_TEXTS } from '@client/shell/toasts/texts';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { UNCLAP_POST } from './clap-operations';
import { clapStore } from './clap-store';
import styles from './clap-button.module.css';
import { CLAP_TEXTS } from './texts';
import { writeClapsToCache } from './use-clap-sender';

/** Takes back all of the viewer's claps on the story. */
export function UndoClapsButton({ postId }: { postId: string }) {
  const client = useApolloClient();
  const { queueToast } = useToasts();
  const [isUndoing, setIsUndoing] = useState(false);

  async function handleClick() {
    setIsUndoing(true);
    try {
      const result = await client.mutate({ mutation: UNCLAP_POST, variables: { postId } });
      const unclap = result.data?.unclap;
      if (!unclap || result.error) throw new Error('Claps were not taken back');
      clapStore.replace(postId, unclap);
      writeClapsToCache(client, postId, unclap);
    } catch {
      queueToast({ message: TOAST_TEXTS.retryableErrorDefault, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setIsUndoing(false);
    }
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
