export interface FollowButtonProps {
  user: { id: string; name: string; username: string; isFollowing: boolean };
}

/** Follows or unfollows a person. */
export function FollowButton({ user }: FollowButtonProps) {
  return (
    <button type="button" aria-pressed={user.isFollowing}>
      {user.isFollowing ? 'Following' : 'Follow'}
    </button>
  );
}
