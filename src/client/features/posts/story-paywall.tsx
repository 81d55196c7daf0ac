import type { MouseEvent } from 'react';
import { Link } from '@client/app/link';
import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import { track } from '@client/reporting/install-reporting';
import { PAYWALL_TEXTS, PLANS_PATH } from './paywall-texts';
import type { ReaderMeterState } from './reader-meter';
import styles from './story-paywall.module.css';

export interface MeteringInfo {
  postIds: readonly string[];
  maxUnlockCount: number;
  unlocksRemaining: number;
}

/** Logged-out readers meet this before any free story: sign up (or in) to go on. */
function RegistrationWall({ allowance }: { allowance: number }) {
  const signIn = useSignInDialog();
  const open = (operation: 'register' | 'login') => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    signIn.open({ operation, entry: 'regwall' });
  };
  return (
    <aside className={styles.wall} aria-labelledby="paywall-title" data-wall="registration">
      <h2 id="paywall-title" className={styles.title}>
        {PAYWALL_TEXTS.registrationTitle}
      </h2>
      <p className={styles.text}>{PAYWALL_TEXTS.registrationText(allowance)}</p>
      {/* Real links before hydration; the sign-in dialog after. */}
      <a href="/m/signin" className={styles.primary} onClick={open('register')}>
        {PAYWALL_TEXTS.signUp}
      </a>
      <p className={styles.text}>
        {PAYWALL_TEXTS.haveAccount}{' '}
        <a href="/m/signin" className={styles.inline} onClick={open('login')}>
          {PAYWALL_TEXTS.signIn}
        </a>
      </p>
    </aside>
  );
}

/** Past the month's free stories: the locked preview ends with the membership offer. */
function MemberUpsell({ postId }: { postId: string }) {
  return (
    <aside className={styles.wall} aria-labelledby="paywall-title" data-wall="upsell">
      <h2 id="paywall-title" className={styles.title}>
        {PAYWALL_TEXTS.upsellTitle}
      </h2>
      <p className={styles.text}>{PAYWALL_TEXTS.upsellText}</p>
      <Link
        to={PLANS_PATH}
        className={styles.primary}
        onClick={() => track('upsell.clicked', { postId, source: 'paywall' })}
      >
        {PAYWALL_TEXTS.becomeMember}
      </Link>
    </aside>
  );
}

/** Under the story's header: how a member-only story is being read, when that is worth saying. */
export function MeterNotice(props: {
  postId: string;
  meter: ReaderMeterState;
  isFriendLink: boolean;
  metering: MeteringInfo;
}) {
  if (props.meter === 'metered')
    return (
      <p className={styles.notice} role="note">
        {PAYWALL_TEXTS.meteredNotice(props.metering.unlocksRemaining)}{' '}
        <Link
          to={PLANS_PATH}
          className={styles.inline}
          onClick={() => track('upsell.clicked', { postId: props.postId, source: 'meter' })}
        >
          {PAYWALL_TEXTS.upgrade}
        </Link>
      </p>
    );
  if (props.isFriendLink)
    return (
      <p className={styles.notice} role="note">
        {PAYWALL_TEXTS.friendLinkNotice}
      </p>
    );
  return null;
}

/** After the locked preview: the registration wall for visitors, the upsell for signed-in readers. */
export function PaywallAfterPreview(props: {
  postId: string;
  isSignedIn: boolean;
  metering: MeteringInfo;
}) {
  return props.isSignedIn ? (
    <MemberUpsell postId={props.postId} />
  ) : (
    <RegistrationWall allowance={props.metering.maxUnlockCount} />
  );
}
