import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import styles from '@client/features/billing/billing.module.css';
import { BILLING_TEXTS } from '@client/features/billing/texts';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { graphql } from '@client/graphql/generated';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { GiftForm } from './gift-form';
import { GIFT_TEXTS as TEXTS } from './gift-texts';

const GIFT_QUERY = graphql(`
  query GiftByCode($code: String!) {
    gift(code: $code) {
      plan
      isRedeemed
    }
  }
`);

const REDEEM_GIFT = graphql(`
  mutation RedeemGift($code: String!) {
    redeemGift(code: $code) {
      __typename
      ... on Membership {
        id
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

/** /gift-checkout?redeem=…: the recipient takes the gift (signed in). */
function RedeemGift({ code }: { code: string }) {
  const viewer = useViewer();
  const { data, loading } = useQuery(GIFT_QUERY, { variables: { code } });
  const [redeem, { loading: isRedeeming }] = useMutationOutcome(REDEEM_GIFT);
  const [error, setError] = useState<string | null>(null);
  const gift = data?.gift;
  if (loading) return <p className={styles.status}>{BILLING_TEXTS.loading}</p>;
  if (!gift) return <p className={styles.error}>{TEXTS.invalidLink}</p>;
  if (gift.isRedeemed) return <p className={styles.status}>{TEXTS.redeemed}</p>;
  if (!viewer)
    return (
      <SignInPrompt
        heading={TEXTS.redeemHeading}
        text={TEXTS.signInToRedeem}
        action={BILLING_TEXTS.signIn}
      />
    );

  async function take() {
    setError(null);
    const outcome = await redeem({ code });
    // A refusal stays on this page, beside the button, in the server's words.
    if (!outcome.ok) return setError(outcome.message);
    if (outcome.data.redeemGift.__typename !== 'Membership') return setError(BILLING_TEXTS.failed);
    window.location.assign('/welcome-member');
  }

  return (
    <>
      <h2>{TEXTS.redeemHeading}</h2>
      <p className={styles.text}>{TEXTS.redeemText(TEXTS.planWords[gift.plan] ?? gift.plan)}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.primary}
        disabled={isRedeeming}
        onClick={() => void take()}
      >
        {TEXTS.redeem}
      </button>
    </>
  );
}

/** /gift-checkout: buy a gift membership, see it sent, or redeem one from its link. */
function GiftCheckoutScreen({ location }: ScreenProps) {
  const viewer = useViewer();
  const query = new URL(location, 'http://localhost').searchParams;
  const code = query.get('redeem');
  if (!code && !viewer)
    return <SignInPrompt heading={TEXTS.heading} text={TEXTS.lead} action={BILLING_TEXTS.signIn} />;
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{TEXTS.heading}</h1>
      {code ? (
        <RedeemGift code={code} />
      ) : query.get('sent') === '1' ? (
        <>
          <h2>{TEXTS.sentHeading}</h2>
          <p className={styles.text}>{TEXTS.sentText}</p>
          <Link to="/gift-checkout" className={styles.secondary}>
            {TEXTS.another}
          </Link>
        </>
      ) : (
        <>
          <p className={styles.lead}>{TEXTS.lead}</p>
          <GiftForm />
        </>
      )}
    </main>
  );
}

export const screen: ScreenDefinition = {
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => TEXTS.title(productName),
  Component: GiftCheckoutScreen,
};
