import { useViewer } from '@client/app/use-viewer';
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
  /** Sends the change (optimistically); throws when it did not stick. */
  onToggle: (next: boolean) => Promise<unknown>;
}

/**
 * 'Follow' / 'Following' for something that is not a person (a topic, a
 * publication): a visitor's click opens sign-up, a failure says so in the
 * spec's words.
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
    try {
      await props.onToggle(!props.isFollowing);
    } catch {
      queueToast({ message: SOCIAL_TEXTS.followFailed, toastStyle: 'ERROR' });
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
