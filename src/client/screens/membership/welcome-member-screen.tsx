import { Link } from '@client/app/link';
import styles from '@client/features/billing/billing.module.css';
import type { ScreenDefinition } from '../screen';
import { MEMBERSHIP_TEXTS as TEXTS } from './texts';

/** /welcome-member: where a new member lands after paying or redeeming a gift. */
function WelcomeMemberScreen() {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{TEXTS.welcomeHeading}</h1>
      <p className={styles.lead}>{TEXTS.welcomeText}</p>
      <h2>{TEXTS.welcomeNext}</h2>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          {TEXTS.startReading}
        </Link>
        <Link to="/topics" className={styles.secondary}>
          {TEXTS.followTopics}
        </Link>
        <Link to="/me/settings#membership" className={styles.secondary}>
          {TEXTS.membershipSettings}
        </Link>
      </div>
    </main>
  );
}

export const screen: ScreenDefinition = {
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => TEXTS.welcomeTitle(productName),
  Component: WelcomeMemberScreen,
};
