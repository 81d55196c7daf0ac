import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import styles from '@client/features/billing/billing.module.css';
import { CardForm } from '@client/features/billing/card-form';
import type { CardValues } from '@client/features/billing/card-form';
import { TestModeNotice } from '@client/features/billing/test-mode-notice';
import { BILLING_TEXTS } from '@client/features/billing/texts';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { graphql } from '@client/graphql/generated';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import type { PaymentCheckoutQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { MEMBERSHIP_TEXTS as TEXTS } from './texts';

const CHECKOUT_QUERY = graphql(`
  query PaymentCheckout($id: ID!) {
    checkoutSession(id: $id) {
      id
      kind
      plan
      formattedAmount
      status
      recipientEmail
    }
    billingSettings {
      testMode
    }
  }
`);

const PAY_CHECKOUT = graphql(`
  mutation PayCheckout($sessionId: ID!, $card: CardInput!) {
    payCheckout(sessionId: $sessionId, card: $card) {
      __typename
      ... on CheckoutPaid {
        redirectTo
      }
      ... on PaymentMethodDeclined {
        message
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on ServiceUnavailable {
        message
      }
    }
  }
`);

const sessionIdOf = (location: string) =>
  new URL(location, 'http://localhost').searchParams.get('session') ?? '';

/** /payment?session=…: the local provider's card form for one checkout. */
function PaymentScreen({ location }: ScreenProps) {
  const viewer = useViewer();
  const id = sessionIdOf(location);
  const { data, error } = useQuery(CHECKOUT_QUERY, { variables: { id }, skip: !viewer || !id });
  const [pay] = useMutationOutcome(PAY_CHECKOUT);
  if (!viewer)
    return (
      <SignInPrompt
        heading={TEXTS.paymentHeading}
        text={BILLING_TEXTS.signInText}
        action={BILLING_TEXTS.signIn}
      />
    );
  const session = data?.checkoutSession;

  async function submit(card: CardValues): Promise<string | null> {
    // A declined card or any refusal stays on the card form, which keeps the card typed.
    const outcome = await pay({ sessionId: id, card });
    if (!outcome.ok) return outcome.message;
    const result = outcome.data.payCheckout;
    if (result.__typename !== 'CheckoutPaid') return BILLING_TEXTS.failed;
    // A whole page load: the shell learns the reader is a member now (badge, halo, no Upgrade).
    window.location.assign(result.redirectTo);
    return null;
  }

  const planName = session ? (BILLING_TEXTS.planNames[session.plan] ?? session.plan) : '';
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{TEXTS.paymentHeading}</h1>
      {!data && !error && id ? (
        <p className={styles.status} role="status">
          {BILLING_TEXTS.loading}
        </p>
      ) : !session ? (
        <p className={styles.error} role="alert">
          {TEXTS.checkoutMissing}
        </p>
      ) : session.status !== 'open' ? (
        <p className={styles.status}>{TEXTS.checkoutDone}</p>
      ) : (
        <>
          <TestModeNotice testMode={data.billingSettings.testMode} />
          <p className={styles.lead}>
            {session.kind === 'gift'
              ? TEXTS.giftPaymentFor(
                  planName,
                  session.formattedAmount,
                  session.recipientEmail ?? '',
                )
              : TEXTS.paymentFor(planName, session.formattedAmount)}
          </p>
          <CardForm submitLabel={TEXTS.pay(session.formattedAmount)} onSubmit={submit} />
        </>
      )}
    </main>
  );
}

export const screen: ScreenDefinition<PaymentCheckoutQuery> = {
  query: CHECKOUT_QUERY,
  variables: ({ location }) => ({ id: sessionIdOf(location) }),
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => TEXTS.paymentTitle(productName),
  Component: PaymentScreen,
};
