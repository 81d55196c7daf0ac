import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { useFlagOn } from '@client/app/use-flag';
import { useViewer } from '@client/app/use-viewer';
import { MembershipSection } from '@client/features/billing/membership-section';
import { EmailNotificationsSection } from '@client/features/notifications/email-settings-section';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { FollowedTopicsSection } from '@client/features/topics/followed-topics-section';
import type { SettingsQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { AccountEmail } from './account-email';
import { ProfileForm } from './profile-form';
import { SETTINGS_QUERY } from './settings-operations';
import styles from './settings.module.css';
import { SETTINGS_TEXTS as TEXTS } from './texts';
import { UsernameForm } from './username-form';

/**
 * /me/settings: the viewer's account (profile, username, e-mail), membership,
 * mutes and e-mail notifications.
 */
function SettingsScreen({ location }: ScreenProps) {
  const viewer = useViewer();
  if (!viewer)
    return <SignInPrompt heading={TEXTS.heading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />;
  return <SettingsPage location={location} />;
}

function SettingsPage({ location }: { location: string }) {
  const { data, error } = useQuery(SETTINGS_QUERY);
  const showBillingHistory = useFlagOn('enable_detailed_billing_history');
  // Back from a payment method update (spec §2.5: updatedPayment=1).
  const updatedPayment =
    new URL(location, 'http://localhost').searchParams.get('updatedPayment') === '1';
  const viewer = data?.viewer;
  return (
    <main id="main" className={styles.main} aria-busy={!viewer && !error ? true : undefined}>
      <h1 className={styles.heading}>{TEXTS.heading}</h1>
      {!viewer ? (
        <p className={styles.help} role={error ? 'alert' : 'status'}>
          {error ? TEXTS.loadFailed : TEXTS.loading}
        </p>
      ) : (
        <>
          <section id="account" className={styles.section} aria-labelledby="settings-account">
            <h2 id="settings-account" className={styles.sectionHeading}>
              {TEXTS.accountSection}
            </h2>
            <AccountEmail
              email={viewer.email ?? null}
              unverifiedEmail={viewer.unverifiedEmail ?? null}
            />
            <ProfileForm key={viewer.id} viewer={viewer} />
            <UsernameForm key={`${viewer.id}-username`} username={viewer.username} />
          </section>
          <MembershipSection
            className={styles.section}
            headingClassName={styles.sectionHeading}
            updatedPayment={updatedPayment}
            showBillingHistory={showBillingHistory}
          />
          <section id="mute" className={styles.section} aria-labelledby="settings-mute">
            <h2 id="settings-mute" className={styles.sectionHeading}>
              {TEXTS.muteSection}
            </h2>
            <p className={styles.help}>{TEXTS.muteHelp}</p>
            <ul className={styles.linkList}>
              <li>
                <Link to="/me/settings/mute/users">{TEXTS.mutedUsers}</Link>
              </li>
              <li>
                <Link to="/me/settings/mute/publications">{TEXTS.mutedPublications}</Link>
              </li>
            </ul>
          </section>
          <FollowedTopicsSection className={styles.section} />
          <EmailNotificationsSection />
        </>
      )}
    </main>
  );
}

export const screen: ScreenDefinition<SettingsQuery> = {
  query: SETTINGS_QUERY,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => TEXTS.title(productName),
  Component: SettingsScreen,
};
