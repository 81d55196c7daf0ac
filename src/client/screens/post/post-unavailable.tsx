import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { Link } from '@client/app/link';
import { POST_TEXTS } from '@client/features/posts/texts';
import { graphql } from '@client/graphql/generated';
import styles from './post-screen.module.css';

/** Answers PostDraft only for the viewer's own story: how the notice knows the author. */
const POST_OWNERSHIP_QUERY = graphql(`
  query PostOwnership($id: ID!) {
    postForEditing(id: $id) {
      __typename
    }
  }
`);

function useIsOwnPost(postId: string | null): boolean {
  const isSignedIn = !!useViewer();
  const { data } = useQuery(POST_OWNERSHIP_QUERY, {
    variables: { id: postId ?? '' },
    skip: !isSignedIn || !postId,
    ssr: false,
  });
  return data?.postForEditing.__typename === 'PostDraft';
}

/** A story readers cannot see: removed, suspended or withheld. Only its author gets 'Edit story'. */
export function PostUnavailable({
  message,
  postId,
  isSuspended,
}: {
  message: string;
  postId: string | null;
  isSuspended: boolean;
}) {
  const isOwn = useIsOwnPost(isSuspended ? postId : null);
  return (
    <main className={styles.main} id="main">
      <div className={styles.notice} role="status">
        <h1 className={styles.noticeTitle}>{message}</h1>
        {isOwn && postId ? (
          <p>
            <Link to={`/p/${encodeURIComponent(postId)}/edit`}>{POST_TEXTS.editStory}</Link>
          </p>
        ) : null}
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    </main>
  );
}
