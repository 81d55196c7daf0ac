import { useQuery } from '@apollo/client/react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useState } from 'react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { ShowMore } from '@client/ui/show-more';
import { postEditUrl } from '@shared/routing/urls';
import type { PublicationSubmissionsQuery } from '@client/graphql/generated/graphql';
import { publicationStaffScreen } from '../publication-staff-screen';
import type { ScreenDefinition, ScreenProps } from '../screen';
import {
  APPROVE_SUBMISSION,
  PUBLICATION_SUBMISSIONS_QUERY,
  REMOVE_FROM_PUBLICATION,
} from './publications-queries';
import styles from './publications.module.css';
import { PUBLICATIONS_TEXTS as TEXTS } from './texts';

/** /{collectionSlug}/stories/submissions: the editors' review queue. */
function SubmissionsScreen(props: ScreenProps) {
  const viewer = useViewer();
  if (!viewer)
    return (
      <SignInPrompt
        heading={TEXTS.submissions}
        text={TEXTS.queueNotAllowed}
        action={TEXTS.signIn}
      />
    );
  return <Submissions slug={props.params.collectionSlug ?? ''} />;
}

function Submissions({ slug }: { slug: string }) {
  const { data, fetchMore } = useQuery(PUBLICATION_SUBMISSIONS_QUERY, { variables: { slug } });
  const collection = data?.collectionBySlug;
  // Anyone else is answered with the 404 page (isNotFound), so nothing renders here.
  if (!collection?.submissions) return null;
  const connection = collection.submissions;
  const stories = connection?.edges.map((edge) => edge.node) ?? [];
  return (
    <main id="main" className={styles.main}>
      <h1>{TEXTS.queueHeading(collection.name)}</h1>
      {connection && stories.length === 0 ? (
        <p className={styles.meta}>{TEXTS.queueEmpty}</p>
      ) : null}
      <ul className={styles.list} aria-label={TEXTS.submissions}>
        {stories.map((story) => (
          <SubmissionRow key={story.id} story={story} />
        ))}
      </ul>
      <ShowMore
        hasMore={connection?.pageInfo.hasNextPage}
        onShowMore={() => fetchMore({ variables: { after: connection.pageInfo.endCursor } })}
      />
    </main>
  );
}

interface Story {
  id: string;
  title: string;
  creator: { name: string };
}

function SubmissionRow({ story }: { story: Story }) {
  const [approve, approving] = useMutationOutcome(APPROVE_SUBMISSION);
  const [remove, removing] = useMutationOutcome(REMOVE_FROM_PUBLICATION);
  const [status, setStatus] = useState<string | null>(null);
  const busy = approving.loading || removing.loading;

  async function act(action: 'approve' | 'remove') {
    const variables = { postId: story.id };
    const outcome = action === 'approve' ? await approve(variables) : await remove(variables);
    if (!outcome.ok) return setStatus(outcome.message);
    setStatus(action === 'approve' ? TEXTS.approved : TEXTS.removed);
  }

  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>{story.title || 'Untitled story'}</h2>
        <p className={styles.meta}>{TEXTS.by(story.creator.name)}</p>
      </div>
      {status ? (
        <p className={styles.status} role="status">
          {status}
        </p>
      ) : (
        <div className={styles.actions}>
          <Link to={postEditUrl(story.id)} className={styles.pill}>
            {TEXTS.edit}
          </Link>
          <button
            className={styles.primary}
            type="button"
            disabled={busy}
            onClick={() => void act('approve')}
          >
            {TEXTS.approve}
          </button>
          <button
            className={styles.pill}
            type="button"
            disabled={busy}
            onClick={() => void act('remove')}
          >
            {TEXTS.remove}
          </button>
        </div>
      )}
    </li>
  );
}

export const screen: ScreenDefinition<PublicationSubmissionsQuery> = {
  query: PUBLICATION_SUBMISSIONS_QUERY,
  // Anyone signed in but not on the publication's staff meets the 404 page.
  ...publicationStaffScreen<PublicationSubmissionsQuery>(),
  title: (_, productName) => `${TEXTS.submissions} – ${productName}`,
  Component: SubmissionsScreen,
};
