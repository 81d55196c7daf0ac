import { useQuery } from '@apollo/client/react';
import { AVATAR_SIZES, DEFAULT_AVATAR_ID } from '@shared/media/image-sizes';
import { imageUrl } from '@shared/media/image-url';
import { Link } from '@client/app/link';
import { appendEdges } from '@client/app/paging/append-edges';
import { Modal } from '@client/ui/overlay/modal';
import { FollowButton } from './follow-button';
import { FOLLOWS_DIALOG_QUERY, FOLLOWS_PAGE_SIZE, isListable } from './follows-query';
import styles from './follows-dialog.module.css';
import { SOCIAL_TEXTS } from './texts';
import { ShowMore } from '@client/ui/show-more';

export interface FollowsDialogProps {
  user: { username: string; name: string };
  isOpen: boolean;
  onClose: () => void;
}

const AVATAR = AVATAR_SIZES.S;

/** The Follows dialog (navigation §2.3): a person's followers, each with a follow button. */
export default function FollowsDialog({ user, isOpen, onClose }: FollowsDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={SOCIAL_TEXTS.followersTitle(user.name)}
      isTitleVisible
    >
      <FollowersList username={user.username} />
    </Modal>
  );
}

function FollowersList({ username }: { username: string }) {
  // Followers change all the time: fetch afresh each time the dialog opens.
  const { data, loading, error, fetchMore } = useQuery(FOLLOWS_DIALOG_QUERY, {
    variables: { username, first: FOLLOWS_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const result = data?.user;
  const followers = result?.__typename === 'User' ? result.followers : null;

  if (!followers)
    return (
      <p className={styles.status} role={error && !loading ? 'alert' : undefined}>
        {loading ? SOCIAL_TEXTS.loading : SOCIAL_TEXTS.followersFailed}
      </p>
    );
  const people = followers.edges.map((edge) => edge.node).filter(isListable);
  if (people.length === 0) return <p className={styles.status}>{SOCIAL_TEXTS.followersEmpty}</p>;

  async function showMore() {
    const after = followers?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.user;
        const next = fetchMoreResult.user;
        if (before.__typename !== 'User' || next.__typename !== 'User') return previous;
        return {
          ...previous,
          user: { ...before, followers: appendEdges(before.followers, next.followers) },
        };
      },
    });
  }

  return (
    <>
      <ul className={styles.list}>
        {people.map((person) => (
          <li key={person.id} className={styles.row}>
            <img
              className={styles.avatar}
              src={imageUrl(person.imageId ?? DEFAULT_AVATAR_ID, {
                width: AVATAR * 2,
                height: AVATAR * 2,
                strategy: 'fill',
              })}
              width={AVATAR}
              height={AVATAR}
              alt=""
            />
            <div className={styles.who}>
              <Link to={`/@${person.username}`} className={styles.name}>
                {person.name}
              </Link>
              <p className={styles.username}>@{person.username}</p>
            </div>
            <FollowButton user={person} size="small" />
          </li>
        ))}
      </ul>
      <ShowMore
        hasMore={followers.pageInfo.hasNextPage}
        onShowMore={showMore}
        className={styles.more}
      />
    </>
  );
}
