import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { FollowButton } from '@client/features/social/follow-button';
import { UserActionsMenu } from '@client/features/social/user-actions-menu';
import { Avatar } from '@client/ui/avatar/avatar';
import type { ProfileHeaderFieldsFragment } from '@client/graphql/generated/graphql';
import styles from './profile.module.css';
import { profilePath } from './profile-tabs';
import { PROFILE_TEXTS } from './texts';

/** Avatar, name, bio, follower count, and for other people the follow button and the menu. */
export function ProfileHeader({ user }: { user: ProfileHeaderFieldsFragment }) {
  const viewerId = useViewer()?.id ?? null;
  const isSelf = viewerId === user.id;
  return (
    <header className={styles.header}>
      <Avatar user={user} size="XL" />
      <div className={styles.identity}>
        <h1 className={styles.name}>{user.name}</h1>
        <p className={styles.username}>@{user.username}</p>
        {user.bio ? <p className={styles.bio}>{user.bio}</p> : null}
        <p className={styles.counts}>
          <Link to={profilePath(user.username, '/followers')} className={styles.countLink}>
            {PROFILE_TEXTS.followers(user.followerCount)}
          </Link>
        </p>
      </div>
      {isSelf ? null : (
        <div className={styles.actions}>
          <FollowButton user={user} />
          <UserActionsMenu user={user} />
        </div>
      )}
    </header>
  );
}
