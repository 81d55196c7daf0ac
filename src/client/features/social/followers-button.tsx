import { Suspense, lazy, useState } from 'react';
import { formatCount } from '../posts/count-format';
import styles from './follows-dialog.module.css';

const FollowsDialog = lazy(() => import('./follows-dialog'));

export interface FollowersButtonProps {
  user: { username: string; name: string; followerCount: number };
  className?: string;
}

/** "12 Followers", opening the Follows dialog; the dialog's code loads on the first click. */
export function FollowersButton({ user, className }: FollowersButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const label = `${formatCount(user.followerCount)} ${user.followerCount === 1 ? 'Follower' : 'Followers'}`;
  return (
    <>
      <button
        type="button"
        className={className ?? styles.followers}
        aria-haspopup="dialog"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        {label}
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <FollowsDialog user={user} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
