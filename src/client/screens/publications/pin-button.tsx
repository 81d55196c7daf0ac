import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { mutateForOutcome } from '@client/graphql/mutation-outcome';
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
    const options = {
      variables: { postId: props.postId },
      refetchQueries: [PUBLICATION_HOME_QUERY],
      awaitRefetchQueries: true,
    };
    const outcome = props.isPinned
      ? await mutateForOutcome(client, { mutation: UNPIN_STORY, ...options })
      : await mutateForOutcome(client, { mutation: PIN_STORY, ...options });
    setIsSending(false);
    queueToast(
      outcome.ok
        ? {
            message: pinToastText(!props.isPinned, props.collectionName),
            toastStyle: 'POST_PINNED_TO_COLLECTION_HOMEPAGE',
          }
        : { message: outcome.message, toastStyle: 'ERROR' },
    );
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
