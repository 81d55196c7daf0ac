import { useQuery } from '@apollo/client/react';
import { useContext, useState } from 'react';
import { NavigationContext } from '@client/app/navigation-context';
import { useViewer } from '@client/app/use-viewer';
import styles from '@client/features/billing/billing.module.css';
import { CardForm } from '@client/features/billing/card-form';
import type { CardValues } from '@client/features/billing/card-form';
import {
  MEMBERSHIP_SETTINGS_QUERY,
  UPDATE_PAYMENT_METHOD,
} from '@client/features/billing/membership-operations';
import { MEMBERSHIP_SETTINGS_TEXTS as TEXTS } from '@client/features/billing/membership-texts';
import { TestModeNotice } from '@client/features/billing/test-mode-notice';
import { BILLING_TEXTS } from '@client/features/billing/texts';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import type { MembershipSettingsQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition } from '../screen';

const BACK_TO_SETTINGS = '/me/settings?updatedPayment=1#membership';

/**
 * /me/settings/payment/update: a new card on the local card form, or the
 * provider's own page (Stripe's customer portal); back to the settings after.
 */
function PaymentUpdateScreen() {
  const viewer = useViewer();
  const { data } = useQuery(MEMBERSHIP_SETTINGS_QUERY, { skip: !viewer });
  const [update, { loading }] = useMutationOutcome(UPDATE_PAYMENT_METHOD);
  const navigation = useContext(NavigationContext);
  const [portalError, setPortalError] = useState<string | null>(null);
  if (!viewer)
    return (
      <SignInPrompt
        heading={TEXTS.updateHeading}
        text={BILLING_TEXTS.signInText}
        action={BILLING_TEXTS.signIn}
      />
    );

  async function submit(card: CardValues | null): Promise<string | null> {
    // A refusal stays where the card was typed (or beside the portal button).
    const outcome = await update({ card });
    if (!outcome.ok) return outcome.message;
    const result = outcome.data.updatePaymentMethod;
    if (result.__typename === 'PaymentMethodPortal') {
      window.location.assign(result.url);
      return null;
    }
    if (result.__typename !== 'PaymentMethodUpdated') return BILLING_TEXTS.failed;
    if (navigation) navigation.navigate(BACK_TO_SETTINGS);
    else window.location.assign(BACK_TO_SETTINGS);
    return null;
  }

  const settings = data?.billingSettings;
  const membership = data?.viewer?.membership?.isActive ? data.viewer.membership : null;
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{TEXTS.updateHeading}</h1>
      {!data ? (
        <p className={styles.status} role="status">
          {BILLING_TEXTS.loading}
        </p>
      ) : !membership ? (
        <p className={styles.text}>{TEXTS.noMembership}</p>
      ) : settings?.provider === 'local' ? (
        <>
          <TestModeNotice testMode={settings.testMode} />
          {membership.cardBrand && membership.cardLast4 ? (
            <p className={styles.text}>{TEXTS.card(membership.cardBrand, membership.cardLast4)}</p>
          ) : null}
          <CardForm submitLabel={TEXTS.saveCard} onSubmit={submit} />
        </>
      ) : (
        <>
          {portalError ? (
            <p className={styles.error} role="alert">
              {portalError}
            </p>
          ) : null}
          <button
            type="button"
            className={styles.primary}
            disabled={loading}
            onClick={() => void submit(null).then(setPortalError)}
          >
            {TEXTS.toPortal}
          </button>
        </>
      )}
    </main>
  );
}

export const screen: ScreenDefinition<MembershipSettingsQuery> = {
  query: MEMBERSHIP_SETTINGS_QUERY,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => TEXTS.updateTitle(productName),
  Component: PaymentUpdateScreen,
};
