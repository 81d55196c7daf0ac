import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import styles from '@client/features/billing/billing.module.css';
import type { ScreenDefinition } from '../screen';
import { MEMBERSHIP_TEXTS as TEXTS } from './texts';

/**
 * /membership and the campaign landing pages (/l/membership, /l/ticks,
 * /l/tribute, each behind its flag): what a member gets, leading to /plans.
 */
function MembershipScreen({ location }: { location: string }) {
  const viewer = useViewer();
  const { config } = useSignInDialog();
  const path = location.split('?')[0] ?? '';
  const campaign = Object.entries({
    '/l/membership': 'ShowMembershipLandingPage',
    '/l/ticks': 'ShowTickLandingPage',
    '/l/tribute': 'ShowTributeLandingPage',
  }).find(([prefix]) => path === prefix)?.[1];
  const isMember = Boolean(viewer?.mediumMemberAt);
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>
        {campaign ? TEXTS.landing[campaign] : TEXTS.heading(config.productName)}
      </h1>
      <p className={styles.lead}>{TEXTS.lead}</p>
      <ul className={styles.benefits}>
        {TEXTS.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {isMember ? <p className={styles.status}>{TEXTS.youAreMember}</p> : null}
      <div className={styles.actions}>
        {isMember ? (
          <Link to="/me/settings#membership" className={styles.primary}>
            {TEXTS.manage}
          </Link>
        ) : (
          <Link to="/plans" className={styles.primary}>
            {TEXTS.seePlans}
          </Link>
        )}
        <Link to="/gift-checkout" className={styles.secondary}>
          {TEXTS.giftMembership}
        </Link>
      </div>
    </main>
  );
}

export const screen: ScreenDefinition = {
  title: (_data, productName) => TEXTS.title(productName),
  description: () => TEXTS.lead,
  Component: MembershipScreen,
};
