import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { track } from '@client/reporting/install-reporting';
import { useToasts } from '@client/shell/toasts/toast-provider';
import styles from './follow-button.module.css';
import { FOLLOW_COLLECTION, UNFOLLOW_COLLECTION } from './operations';
import { FOLLOW_SIGN_IN_ENTRY, SOCIAL_TEXTS } from './texts';
import { useSocialContext } from './use-social-context';

/** What a publication's follow button needs; spread into queries that show one. */
export const COLLECTION_FOLLOW_FIELDS = gql`
  fragment CollectionFollowFields on Collection {
    id
    name
    viewerIsFollowing
  }
`;

export interface CollectionFollowButtonProps {
  collection: { id: string; name: string; viewerIsFollowing: boolean };
}

/** Follows or unfollows a publication, optimistically, like the person's button. */
export function CollectionFollowButton({ collection }: CollectionFollowButtonProps) {
  const { viewerId, signIn } = useSocialContext();
  const { queueToast } = useToasts();
  const [follow] = useMutation(FOLLOW_COLLECTION);
  const [unfollow] = useMutation(UNFOLLOW_COLLECTION);
  const [isSending, setIsSending] = useState(false);

  async function handleClick() {
    if (!viewerId) {
      signIn.open({ operation: 'register', entry: FOLLOW_SIGN_IN_ENTRY });
      return;
    }
    if (isSending) return;
    setIsSending(true);
    const next = !collection.viewerIsFollowing;
    const field = next ? 'followCollection' : 'unfollowCollection';
    const mutate = (next ? follow : unfollow) as typeof follow;
    try {
      const result = await mutate({
        variables: { targetCollectionId: collection.id },
        optimisticResponse: {
          [field]: { __typename: 'Collection', id: collection.id, viewerIsFollowing: next },
        } as never,
      });
      if (result.error || !result.data) throw new Error('Not saved', { cause: result.error });
      track(next ? 'collection.followed' : 'collection.unfollowed', {
        collectionId: collection.id,
      });
    } catch {
      queueToast({ message: SOCIAL_TEXTS.followFailed, toastStyle: 'ERROR' });
    } finally {
      setIsSending(false);
    }
  }

  const label = collection.viewerIsFollowing ? SOCIAL_TEXTS.following : SOCIAL_TEXTS.follow;
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={collection.viewerIsFollowing}
      aria-label={`${label} ${collection.name}`}
      onClick={() => void handleClick()}
    >
      {label}
    </button>
  );
}
