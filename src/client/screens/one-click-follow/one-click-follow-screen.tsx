import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { AVATAR_SIZES, DEFAULT_AVATAR_ID } from '@shared/media/image-sizes';
import { imageUrl } from '@shared/media/image-url';
import { useViewer } from '@client/app/use-viewer';
import { Link } from '@client/app/link';
import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import { FollowButton } from '@client/features/social/follow-button';
import { FollowersButton } from '@client/features/social/followers-button';
import { FOLLOW_SIGN_IN_ENTRY } from '@client/features/social/texts';
import { useFollowUser } from '@client/features/social/use-follow-user';
import type { OneClickFollowQuery } from '@client/graphql/generated/graphql';
import { useToasts } from '@client/shell/toasts/toast-provider';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { oneClickOutcome, oneClickToast } from './one-click-outcome';
import { ONE_CLICK_FOLLOW_QUERY } from './one-click-follow-query';
import styles from './one-click-follow.module.css';

type Person = Extract<OneClickFollowQuery['userResult'], { __typename: 'User' }>;

const AVATAR = AVATAR_SIZES.XL;

/**
 * /@{username}/follow: a link that follows the person on arrival. A visitor
 * signs in first (they come back here and the follow happens then); the
 * outcome is told in the spec's toast.
 */
function OneClickFollowScreen({ params }: ScreenProps) {
  const { data } = useQuery(ONE_CLICK_FOLLOW_QUERY, {
    variables: { username: params.username ?? '' },
  });
  const result = data?.userResult;
  if (!result) return <main id="main" className={styles.main} aria-busy="true" />;
  if (result.__typename !== 'User')
    return (
      <main id="main" className={styles.main}>
        <p className={styles.message}>{'message' in result ? result.message : null}</p>
      </main>
    );
  return <OneClickFollow person={result} />;
}

function OneClickFollow({ person }: { person: Person }) {
  const viewerId = useViewer()?.id ?? null;
  const signIn = useSignInDialog();
  const { queueToast } = useToasts();
  const follow = useFollowUser(viewerId);
  const handledFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per person and viewer: a re-render (or a strict-mode rerun) must not follow twice.
    const key = `${viewerId ?? ''}:${person.id}`;
    if (handledFor.current === key) return;
    handledFor.current = key;
    const outcome = oneClickOutcome({ viewerId, user: person });
    const { productName } = signIn.config;
    if (outcome === 'signIn') {
      signIn.open({ operation: 'login', entry: FOLLOW_SIGN_IN_ENTRY });
      return;
    }
    if (outcome !== 'follow') {
      const message = oneClickToast(outcome, person.name, productName);
      if (message) queueToast({ message });
      return;
    }
    void (async () => {
      // useFollowUser shows the failure toast itself.
      if (await follow(person))
        queueToast({ message: oneClickToast('followed', person.name, productName) ?? '' });
    })();
    // The person's state changes with the follow itself; only who and whom matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewerId, person.id]);

  const avatarId = person.imageId ?? DEFAULT_AVATAR_ID;
  return (
    <main id="main" className={styles.main}>
      <img
        className={styles.avatar}
        src={imageUrl(avatarId, { width: AVATAR * 2, height: AVATAR * 2, strategy: 'fill' })}
        width={AVATAR}
        height={AVATAR}
        alt=""
      />
      <h1 className={styles.name}>{person.name}</h1>
      {person.bio ? <p className={styles.bio}>{person.bio}</p> : null}
      <div className={styles.actions}>
        <FollowButton user={person} />
        <FollowersButton user={person} />
        <Link to={`/@${person.username}`} className={styles.link}>
          {`@${person.username}`}
        </Link>
      </div>
    </main>
  );
}

export const screen: ScreenDefinition<OneClickFollowQuery> = {
  query: ONE_CLICK_FOLLOW_QUERY,
  variables: (props) => ({ username: props.params.username ?? '' }),
  isNotFound: (data) => data?.userResult.__typename === 'NotFound',
  head: () => ({ robots: 'noindex' }),
  title: (data, productName) =>
    data?.userResult.__typename === 'User'
      ? `Follow ${data.userResult.name} – ${productName}`
      : productName,
  Component: OneClickFollowScreen,
};
