import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { appendEdges } from '@client/app/paging/append-edges';
import { Modal } from '@client/ui/overlay/modal';
import { imageUrl } from '../posts/image-url';
import { CLAP_TEXTS } from './texts';
import { POST_VOTERS, VOTERS_PAGE_SIZE } from './voters-query';
import styles from './voters-dialog.module.css';
import { ShowMore } from '@client/ui/show-more';

export interface VotersDialogProps {
  postId: string;
  /** The story's count, e.g. "12 claps". */
  title: string;
  isOpen: boolean;
  onClose: () => void;
}

const AVATAR_SIZE = 40;

/** Readers who clapped for a story, most recent first, each with their claps. */
export function VotersDialog({ postId, title, isOpen, onClose }: VotersDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} isTitleVisible>
      <VotersList postId={postId} />
    </Modal>
  );
}

function VotersList({ postId }: { postId: string }) {
  // The list changes with every clap: fetch it fresh each time the dialog opens.
  const { data, loading, error, fetchMore } = useQuery(POST_VOTERS, {
    variables: { postId, first: VOTERS_PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = data?.postResult;
  const voters = result?.__typename === 'Post' ? result.voters : null;

  if (!voters) {
    if (loading) return <p className={styles.status}>{CLAP_TEXTS.votersLoading}</p>;
    return (
      <p className={styles.status} role={error ? 'alert' : undefined}>
        {error ? CLAP_TEXTS.votersFailed : CLAP_TEXTS.votersEmpty}
      </p>
    );
  }
  if (voters.edges.length === 0) return <p className={styles.status}>{CLAP_TEXTS.votersEmpty}</p>;

  async function showMore() {
    if (!voters?.pageInfo.endCursor) return;
    await fetchMore({
      variables: { after: voters.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.postResult;
        const next = fetchMoreResult.postResult;
        if (before.__typename !== 'Post' || next.__typename !== 'Post') return previous;
        return {
          ...previous,
          postResult: {
            ...before,
            voters: appendEdges(before.voters, next.voters),
          },
        };
      },
    });
  }

  return (
    <>
      <ul className={styles.list}>
        {voters.edges.map((edge) => (
          <li key={edge.node.id} className={styles.voter}>
            {edge.node.imageId ? (
              <img
                className={styles.avatar}
                src={imageUrl(edge.node.imageId, { width: AVATAR_SIZE * 2 })}
                width={AVATAR_SIZE}
                height={AVATAR_SIZE}
                alt=""
              />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {edge.node.name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <Link to={`/@${edge.node.username}`} className={styles.name}>
              {edge.node.name}
            </Link>
            <span className={styles.voterClaps}>{CLAP_TEXTS.claps(edge.clapCount)}</span>
          </li>
        ))}
      </ul>
      <ShowMore
        hasMore={voters.pageInfo.hasNextPage}
        onShowMore={showMore}
        className={styles.more}
      />
    </>
  );
}
