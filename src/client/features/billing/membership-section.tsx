import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '@client/app/link';
import { useHashTarget } from '@client/app/use-hash-target';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import styles from './billing.module.css';
import {
  CANCEL_MEMBERSHIP,
  MEMBERSHIP_SETTINGS_QUERY,
  RESUME_MEMBERSHIP,
} from './membership-operations';
import { MEMBERSHIP_SETTINGS_TEXTS as TEXTS, readableDate } from './membership-texts';
import { BILLING_TEXTS } from './texts';

/**
 * /me/settings#membership: the reader's membership with cancel and resume,
 * the card and its update, billing history; or the way to become (or be
 * again) a member.
 */
export function MembershipSection({
  className,
  headingClassName,
  updatedPayment,
  showBillingHistory,
}: {
  className?: string;
  headingClassName?: string;
  updatedPayment: boolean;
  showBillingHistory: boolean;
}) {
  const { data } = useQuery(MEMBERSHIP_SETTINGS_QUERY);
  const [cancel, cancelState] = useMutationOutcome(CANCEL_MEMBERSHIP);
  const [resume, resumeState] = useMutationOutcome(RESUME_MEMBERSHIP);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(
    updatedPayment ? TEXTS.paymentUpdated : null,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = cancelState.loading || resumeState.loading;
  const viewer = data?.viewer;
  const membership = viewer?.membership?.isActive ? viewer.membership : null;
  // Back from the payment update (…#membership), the section opens in view once loaded.
  const section = useHashTarget<HTMLElement>('membership', Boolean(viewer));

  async function change(action: 'cancel' | 'resume') {
    setMessage(null);
    setRefusal(null);
    const refetch = { refetchQueries: [MEMBERSHIP_SETTINGS_QUERY] };
    const outcome = action === 'cancel' ? await cancel({}, refetch) : await resume({}, refetch);
    setConfirming(false);
    // The result union's BadRequest, NotFound and ServiceUnavailable are refusals too.
    if (!outcome.ok) return setRefusal(refusalMessage(outcome, BILLING_TEXTS.failed));
    setMessage(action === 'cancel' ? TEXTS.cancelled : TEXTS.resumed);
  }

  return (
    <section
      ref={section}
      id="membership"
      className={className}
      aria-labelledby="settings-membership"
    >
      <h2 id="settings-membership" className={headingClassName}>
        {TEXTS.heading}
      </h2>
      {message ? (
        <p className={styles.status} role="status">
          {message}
        </p>
      ) : null}
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      {!viewer ? null : membership ? (
        <>
          <p className={styles.text}>
            <strong>{TEXTS.plan(membership.plan)}</strong>
            <br />
            {membership.cancelAtPeriodEnd
              ? TEXTS.ends(readableDate(membership.currentPeriodEnd))
              : TEXTS.renews(readableDate(membership.currentPeriodEnd))}
            {membership.cardBrand && membership.cardLast4 ? (
              <>
                <br />
                {TEXTS.card(membership.cardBrand, membership.cardLast4)}
              </>
            ) : null}
          </p>
          <div className={styles.actions}>
            {membership.cancelAtPeriodEnd ? (
              <button
                type="button"
                className={styles.primary}
                disabled={busy}
                onClick={() => void change('resume')}
              >
                {TEXTS.resumeMembership}
              </button>
            ) : confirming ? (
              <>
                <p className={styles.text}>{TEXTS.confirmCancel}</p>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={busy}
                  onClick={() => void change('cancel')}
                >
                  {TEXTS.confirmYes}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => setConfirming(false)}
                >
                  {TEXTS.confirmNo}
                </button>
              </>
            ) : (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setConfirming(true)}
              >
                {TEXTS.cancel}
              </button>
            )}
            {membership.plan !== 'gift' ? (
              <Link to="/me/settings/payment/update" className={styles.secondary}>
                {TEXTS.updatePayment}
              </Link>
            ) : null}
          </div>
        </>
      ) : viewer.hasPastMemberships ? (
        <>
          <p className={styles.text}>{TEXTS.pastMember}</p>
          <Link to="/plans" className={styles.primary}>
            {TEXTS.resumeMembership}
          </Link>
        </>
      ) : (
        <>
          <p className={styles.text}>{TEXTS.notMember}</p>
          <Link to="/plans" className={styles.primary}>
            {TEXTS.becomeMember}
          </Link>
        </>
      )}
      <div className={styles.actions}>
        {showBillingHistory ? <Link to="/me/billing-history">{TEXTS.billingHistory}</Link> : null}
        <Link to="/gift-checkout">{TEXTS.giftMembership}</Link>
      </div>
    </section>
  );
}
