import { useState } from 'react';
import styles from './follow-button.module.css';
import { isFollowButtonShown } from './social-rules';
import { FOLLOW_SIGN_IN_ENTRY, SOCIAL_TEXTS } from './texts';
import { useFollowUser } from './use-follow-user';
import { useSocialContext } from './use-social-context';

export interface FollowButtonProps {
  user: { id: string; name: string; username: string; isFollowing: boolean };
  size?: 'default' | 'small';
}

/**
 * Follows or unfollows a person: 'Follow' / 'Following', a toggle whose state
 * comes from the cached User, so every button for them agrees. Hidden for
 * yourself; a visitor's click opens sign-up. AMP pages are rendered without
 * React, so they never carry it.
 */
export function FollowButton({ user, size = 'default' }: FollowButtonProps) {
  const { viewerId, signIn } = useSocialContext();
  const toggle = useFollowUser(viewerId);
  const [isSending, setIsSending] = useState(false);
  if (!isFollowButtonShown({ viewerId, targetUserId: user.id })) return null;

  async function handleClick() {
    if (!viewerId) {
      signIn.open({ operation: 'register', entry: FOLLOW_SIGN_IN_ENTRY });
      return;
    }
    if (isSending) return;
    setIsSending(true);
    try {
      await toggle(user);
    } finally {
      setIsSending(false);
    }
  }

  const label = user.isFollowing ? SOCIAL_TEXTS.following : SOCIAL_TEXTS.follow;
  return (
    <button
      type="button"
      className={size === 'small' ? `${styles.button} ${styles.small}` : styles.button}
      aria-pressed={user.isFollowing}
      // The visible text changes with the state; the name tells whom it is about.
      aria-label={`${label} ${user.name}`}
      data-testid="follow-button"
      onClick={() => void handleClick()}
    >
      {label}
    </button>
  );
}
