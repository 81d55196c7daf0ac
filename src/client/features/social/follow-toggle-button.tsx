import { useViewer } from '@client/app/use-viewer';
import { refusalMessage } from '@client/graphql/mutation-outcome';
import type { MutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import styles from './follow-button.module.css';
import { FOLLOW_SIGN_IN_ENTRY, SOCIAL_TEXTS } from './texts';

export interface FollowToggleButtonProps {
  /** Whom or what the button follows: its accessible name says so. */
  name: string;
  isFollowing: boolean;
  isSending: boolean;
  testId: string;
  /**
   * Sends the change (optimistically) and answers its outcome: a refusal is
   * told in the server's words. One that throws instead gets the spec's text.
   */
  onToggle: (next: boolean) => Promise<MutationOutcome<unknown> | void>;
}

/**
 * 'Follow' / 'Following' for something that is not a person (a topic, a
 * publication): a visitor's click opens sign-up, a refusal says why.
 */
export function FollowToggleButton(props: FollowToggleButtonProps) {
  const viewer = useViewer();
  const signIn = useSignInDialog();
  const { queueToast } = useToasts();

  async function handleClick() {
    if (!viewer) {
      signIn.open({ operation: 'register', entry: FOLLOW_SIGN_IN_ENTRY });
      return;
    }
    if (props.isSending) return;
    const failed = (message: string) => queueToast({ message, toastStyle: 'ERROR' });
    try {
      const outcome = await props.onToggle(!props.isFollowing);
      if (outcome && !outcome.ok) failed(refusalMessage(outcome, SOCIAL_TEXTS.followFailed));
    } catch {
      failed(SOCIAL_TEXTS.followFailed);
    }
  }

  const label = props.isFollowing ? SOCIAL_TEXTS.following : SOCIAL_TEXTS.follow;
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={props.isFollowing}
      aria-label={`${label} ${props.name}`}
      data-testid={props.testId}
      onClick={() => void handleClick()}
    >
      {label}
    </button>
  );
}
