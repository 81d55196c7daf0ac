import { Link } from '@client/app/link';
import styles from './profile.module.css';
import { PROFILE_TEXTS } from './texts';

/** What replaces a profile: a suspended account, or a person who blocked the viewer. */
export function ProfileNotice({
  kind,
  message,
}: {
  kind: 'suspended' | 'blocked';
  message: string;
}) {
  return (
    <main id="main" className={styles.main}>
      <div className={styles.notice} role="status">
        <h1 className={styles.noticeTitle}>
          {kind === 'suspended' ? PROFILE_TEXTS.accountSuspended : PROFILE_TEXTS.blockedHeading}
        </h1>
        {kind === 'blocked' ? <p>{message}</p> : null}
        <p>
          <Link to="/">{PROFILE_TEXTS.homeLink}</Link>
        </p>
      </div>
    </main>
  );
}
