import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { PublicationMenu } from '@client/features/publications/publication-menu';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import type { YourPublicationsQuery } from '@client/graphql/generated/graphql';
import { collectionSubpageUrl, collectionUrl, newPublicationUrl } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { InviteForm } from './invite-form';
import { ANSWER_INVITATION, YOUR_PUBLICATIONS_QUERY } from './publications-queries';
import styles from './publications.module.css';
import { PUBLICATIONS_TEXTS as TEXTS } from './texts';

type Publication = NonNullable<
  YourPublicationsQuery['viewerPublications']
>['edges'][number]['node'];

/** /me/publications: the viewer's publications and invitations (the mail's link lands here). */
function YourPublicationsScreen(props: ScreenProps) {
  const viewer = useViewer();
  if (!viewer)
    return <SignInPrompt heading={TEXTS.heading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />;
  const token = new URLSearchParams(props.location.split('?')[1] ?? '').get('invitation');
  return <YourPublications token={token} />;
}

function YourPublications({ token }: { token: string | null }) {
  const { data, error, refetch } = useQuery(YOUR_PUBLICATIONS_QUERY);
  // Said here, not in the invitation's row: the answered invitation leaves the list.
  const [answered, setAnswered] = useState<string | null>(null);
  const publications = data?.viewerPublications.edges.map((edge) => edge.node) ?? [];
  return (
    <main id="main" className={styles.main}>
      <div className={styles.header}>
        <h1>{TEXTS.heading}</h1>
        <Link to={newPublicationUrl()} className={styles.pill}>
          {TEXTS.newPublication}
        </Link>
      </div>
      {answered ? (
        <p className={styles.status} role="status">
          {answered}
        </p>
      ) : null}
      <Invitations
        token={token}
        invitations={data?.viewerPublicationInvitations ?? []}
        onAnswered={(message) => {
          setAnswered(message);
          void refetch();
        }}
      />
      {error && !data ? (
        <p className={styles.error} role="alert">
          {TEXTS.loadFailed}
        </p>
      ) : null}
      {data && publications.length === 0 ? <p className={styles.meta}>{TEXTS.empty}</p> : null}
      <ul className={styles.list} aria-label={TEXTS.heading}>
        {publications.map((publication) => (
          <PublicationRow key={publication.id} publication={publication} />
        ))}
      </ul>
    </main>
  );
}

function PublicationRow({ publication }: { publication: Publication }) {
  const role = publication.viewerRole ?? 'WRITER';
  const isStaff = role === 'CREATOR' || role === 'EDITOR';
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>
          <Link to={collectionUrl(publication)}>{publication.name}</Link>
        </h2>
        <p className={styles.meta}>
          {TEXTS.roles[role]}
          {publication.description ? ` · ${publication.description}` : ''}
        </p>
      </div>
      {isStaff ? (
        <Link to={collectionSubpageUrl(publication, 'stories/submissions')} className={styles.pill}>
          {TEXTS.submissions}
        </Link>
      ) : null}
      <PublicationMenu publication={publication} />
      {isStaff ? (
        <InviteForm
          collectionId={publication.id}
          name={publication.name}
          mayInviteEditors={role === 'CREATOR'}
        />
      ) : null}
    </li>
  );
}

/** One invitation, answered here: from the mail's link, or from the list of open ones. */
function InvitationAnswer(props: {
  token: string;
  text: string;
  onAnswered: (message: string) => void;
}) {
  const [answer, { loading }] = useMutationOutcome(ANSWER_INVITATION);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function respond(accept: boolean) {
    const outcome = await answer({ token: props.token, accept });
    if (!outcome.ok) return setRefusal(outcome.message);
    props.onAnswered(accept ? TEXTS.joined : TEXTS.declined);
  }
  return (
    <li className={styles.row}>
      <p className={styles.rowText}>{props.text}</p>
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : (
        <div className={styles.actions}>
          <button
            className={styles.primary}
            type="button"
            disabled={loading}
            onClick={() => void respond(true)}
          >
            {TEXTS.accept}
          </button>
          <button
            className={styles.pill}
            type="button"
            disabled={loading}
            onClick={() => void respond(false)}
          >
            {TEXTS.decline}
          </button>
        </div>
      )}
    </li>
  );
}

type Invitation = YourPublicationsQuery['viewerPublicationInvitations'][number];

/** Open invitations; the one the mail's link names comes first (even if sent to another address). */
function Invitations(props: {
  token: string | null;
  invitations: Invitation[];
  onAnswered: (message: string) => void;
}) {
  const listed = props.invitations.filter((invitation) => invitation.token);
  const fromLink = props.token && !listed.some((i) => i.token === props.token) ? props.token : null;
  if (!fromLink && listed.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">{TEXTS.invitationsHeading}</h2>
      <ul className={styles.list}>
        {fromLink ? (
          <InvitationAnswer
            token={fromLink}
            text={TEXTS.invitationsHeading}
            onAnswered={props.onAnswered}
          />
        ) : null}
        {listed.map((invitation) => (
          <InvitationAnswer
            key={invitation.id}
            token={invitation.token ?? ''}
            text={TEXTS.invitedAs(
              invitation.inviter.name,
              invitation.collection.name,
              invitation.role,
            )}
            onAnswered={props.onAnswered}
          />
        ))}
      </ul>
    </section>
  );
}

export const screen: ScreenDefinition<YourPublicationsQuery> = {
  query: YOUR_PUBLICATIONS_QUERY,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  title: (_, productName) => `${TEXTS.heading} – ${productName}`,
  Component: YourPublicationsScreen,
};
