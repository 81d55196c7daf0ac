import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import { followCollection, followPerson } from '@client/features/social/follow-actions';
import { FOLLOW_SIGN_IN_ENTRY, SOCIAL_TEXTS } from '@client/features/social/texts';
import { refusalMessage } from '@client/graphql/mutation-outcome';
import type { MutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import type { StoryData } from './post-query';
import styles from './post-screen.module.css';

/**
 * 'Follow' / 'Following' on the story page (navigation §4 Follow): a visitor's
 * click opens sign-up, a refusal is told in a toast. The story draws its own
 * button: the shared ones sit in chunks of their own, a cost every reader of
 * every story would pay (the reader script budget).
 */
function StoryFollow(props: {
  name: string;
  isFollowing: boolean;
  testId: string;
  send: (next: boolean) => Promise<MutationOutcome<unknown>>;
}) {
  const viewer = useViewer();
  const signIn = useSignInDialog();
  const { queueToast } = useToasts();
  const [isSending, setIsSending] = useState(false);

  async function handleClick() {
    if (!viewer) {
      signIn.open({ operation: 'register', entry: FOLLOW_SIGN_IN_ENTRY });
      return;
    }
    if (isSending) return;
    setIsSending(true);
    const outcome = await props.send(!props.isFollowing);
    setIsSending(false);
    if (!outcome.ok)
      queueToast({
        message: refusalMessage(outcome, SOCIAL_TEXTS.followFailed),
        toastStyle: 'ERROR',
      });
  }

  const label = props.isFollowing ? SOCIAL_TEXTS.following : SOCIAL_TEXTS.follow;
  return (
    <button
      type="button"
      className={styles.follow}
      aria-pressed={props.isFollowing}
      // While the last change is on its way the button keeps focus but takes no click.
      aria-disabled={isSending || undefined}
      // The visible text changes with the state; the name tells whom it is about.
      aria-label={`${label} ${props.name}`}
      data-testid={props.testId}
      onClick={() => void handleClick()}
    >
      {label}
    </button>
  );
}

/** Follow the story's author; never offered to the author themself (navigation §5). */
export function AuthorFollow({ creator }: { creator: StoryData['creator'] }) {
  const client = useApolloClient();
  const viewerId = useViewer()?.id ?? null;
  if (viewerId === creator.id) return null;
  return (
    <StoryFollow
      name={creator.name}
      isFollowing={creator.isFollowing}
      testId="follow-button"
      send={() => followPerson(client, creator, viewerId)}
    />
  );
}

/** Follow the story's publication. */
export function PublicationFollow({
  collection,
}: {
  collection: NonNullable<StoryData['collection']>;
}) {
  const client = useApolloClient();
  return (
    <StoryFollow
      name={collection.name}
      isFollowing={collection.viewerIsFollowing}
      testId="follow-publication-button"
      send={(next) => followCollection(client, collection, next)}
    />
  );
}
