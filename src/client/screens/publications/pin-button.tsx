import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '@client/features/notes/error-message';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { PIN_STORY, PUBLICATION_HOME_QUERY, UNPIN_STORY } from './publication-pages-queries';
import styles from './publication-pages.module.css';
import { PUBLICATION_PAGE_TEXTS as TEXTS, pinToastText } from './publication-texts';

/**
 * Pins a story to the publication's homepage or unpins it (its creator and
 * editors only; the server checks). The home is read again so the story
 * moves between the pinned and latest lists, and the spec's toast says so.
 */
export function PinButton(props: { postId: string; collectionName: string; isPinned: boolean }) {
  const client = useApolloClient();
  const { queueToast } = useToasts();
  const [isSending, setIsSending] = useState(false);

  async function handleClick() {
    setIsSending(true);
    try {
      const options = {
        variables: { postId: props.postId },
        refetchQueries: [PUBLICATION_HOME_QUERY],
        awaitRefetchQueries: true,
      };
      const result = props.isPinned
        ? await client.mutate({ mutation: UNPIN_STORY, ...options })
        : await client.mutate({ mutation: PIN_STORY, ...options });
      if (result.error) {
        queueToast({ message: errorMessage(result.error, TEXTS.pinFailed), toastStyle: 'ERROR' });
        return;
      }
      queueToast({
        message: pinToastText(!props.isPinned, props.collectionName),
        toastStyle: 'POST_PINNED_TO_COLLECTION_HOMEPAGE',
      });
    } catch (error) {
      queueToast({ message: errorMessage(error, TEXTS.pinFailed), toastStyle: 'ERROR' });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.pinButton}
      disabled={isSending}
      onClick={() => void handleClick()}
    >
      {props.isPinned ? TEXTS.unpin : TEXTS.pin}
    </button>
  );
}
