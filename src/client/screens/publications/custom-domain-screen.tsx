import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@client/app/link';
import type {
  CustomDomainCheck,
  CustomDomainFieldsFragment,
  CustomDomainStateFieldsFragment,
} from '@client/graphql/generated/graphql';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import type { MutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { ConfirmDialog } from '@client/ui/overlay/confirm-dialog';
import { checkDomainName } from '@shared/content/custom-domains';
import { collectionSubpageUrl, collectionUrl } from '@shared/routing/urls';
import type { ScreenProps } from '../screen';
import {
  ACTIVATE_CUSTOM_DOMAIN,
  CUSTOM_DOMAIN_SETTINGS_QUERY,
  LINK_CUSTOM_DOMAIN,
  REMOVE_CUSTOM_DOMAIN,
  VERIFY_CUSTOM_DOMAIN,
} from './custom-domain-queries';
import { textOf } from './form-text';
import { publicationSlugVariables } from './publication-slug';
import styles from './publications.module.css';
import { publicationStaffScreen } from './staff-screen';
import { CUSTOM_DOMAIN_TEXTS as TEXTS } from './texts';

/**
 * /{collectionSlug}/settings/custom-domain: its creator and editors link a
 * domain, prove it is theirs (DNS TXT record or HTTP challenge), make it live
 * and remove it.
 */
function CustomDomainSettings(props: ScreenProps) {
  const { data } = useQuery(CUSTOM_DOMAIN_SETTINGS_QUERY, {
    variables: publicationSlugVariables(props),
  });
  const collection = data?.collectionBySlug;
  const state = collection?.viewerIsEditor ? collection.customDomainState : null;
  if (!collection || !state) return null;
  return (
    <main id="main" className={styles.main}>
      <nav aria-label={TEXTS.back} className={styles.meta}>
        <Link to={collectionSubpageUrl(collection, 'settings')}>{TEXTS.back}</Link>
        {' › '}
        <Link to={collectionUrl(collection)}>{collection.name}</Link>
      </nav>
      <h1>{TEXTS.heading}</h1>
      <p className={styles.help}>{TEXTS.intro}</p>
      <DomainPanel key={collection.id} collectionId={collection.id} initial={state} />
    </main>
  );
}

function DomainPanel(props: { collectionId: string; initial: CustomDomainStateFieldsFragment }) {
  const [state, setState] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const { queueToast } = useToasts();
  const variables = { collectionId: props.collectionId };
  const [link, linking] = useMutationOutcome(LINK_CUSTOM_DOMAIN);
  const [verify, verifying] = useMutationOutcome(VERIFY_CUSTOM_DOMAIN);
  const [activate, activating] = useMutationOutcome(ACTIVATE_CUSTOM_DOMAIN);
  const [remove] = useMutationOutcome(REMOVE_CUSTOM_DOMAIN);
  const [isConfirming, setIsConfirming] = useState(false);
  const busy = linking.loading || verifying.loading || activating.loading;

  /** Runs a change; the new state shows, and a refusal says why in the server's words. */
  async function run<TData>(
    change: Promise<MutationOutcome<TData>>,
    stateOf: (data: TData) => CustomDomainStateFieldsFragment,
    done: (next: CustomDomainStateFieldsFragment) => string | null,
  ): Promise<boolean> {
    setError(null);
    const outcome = await change;
    if (!outcome.ok) {
      setError(outcome.message);
      return false;
    }
    const next = stateOf(outcome.data);
    setState(next);
    const message = done(next);
    if (message) queueToast({ message });
    return true;
  }

  function handleLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = textOf(new FormData(event.currentTarget), 'domain');
    const checked = checkDomainName(raw);
    if (!checked.ok) return setError(checked.message);
    void run(
      link({ ...variables, domain: checked.domain }),
      (data) => data.linkCustomDomain,
      () => TEXTS.linked,
    );
  }

  const check = (kind: CustomDomainCheck) =>
    void run(
      verify({ ...variables, check: kind }),
      (data) => data.verifyCustomDomain,
      (next) => (next.pending?.status === 'VERIFIED' ? TEXTS.verified : null),
    );

  const record = state.live ?? state.pending;
  const errorLine = error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;

  if (!record)
    return (
      <form className={styles.form} onSubmit={handleLink} noValidate>
        <label className={styles.field}>
          {TEXTS.domainLabel}
          <input
            className={styles.input}
            name="domain"
            autoComplete="off"
            spellCheck={false}
            placeholder={TEXTS.domainHint}
            required
          />
        </label>
        {errorLine}
        <div>
          <button className={styles.primary} type="submit" disabled={busy}>
            {linking.loading ? TEXTS.linking : TEXTS.link}
          </button>
        </div>
      </form>
    );

  return (
    <section className={styles.form} aria-labelledby="custom-domain-name">
      <h2 id="custom-domain-name">{record.domain}</h2>
      <p className={styles.status}>
        {TEXTS.status}: <strong>{TEXTS.statusNames[record.status]}</strong>
        {record.requestedBy ? ` · ${TEXTS.requestedBy(record.requestedBy.name)}` : null}
      </p>
      {record.status === 'ACTIVE' ? (
        <p className={styles.status}>
          {TEXTS.liveText(record.domain)} <a href={record.url}>{TEXTS.visit}</a>
        </p>
      ) : null}
      {record.status === 'CREATED' || record.status === 'FAILED' ? (
        <Instructions record={record} busy={busy} onCheck={check} />
      ) : null}
      {record.status === 'VERIFIED' ? (
        <>
          <p className={styles.status}>{TEXTS.verifiedText}</p>
          <div>
            <button
              className={styles.primary}
              type="button"
              disabled={busy}
              onClick={() =>
                void run(
                  activate(variables),
                  (data) => data.activateCustomDomain,
                  () => TEXTS.activated,
                )
              }
            >
              {TEXTS.activate}
            </button>
          </div>
        </>
      ) : null}
      {errorLine}
      <div>
        <button className={styles.pill} type="button" onClick={() => setIsConfirming(true)}>
          {TEXTS.remove}
        </button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={TEXTS.remove}
        text={TEXTS.removeConfirm}
        cancelLabel="Cancel"
        confirmLabel={TEXTS.remove}
        failedText={TEXTS.failed}
        onCancel={() => setIsConfirming(false)}
        onConfirm={async () => {
          const ok = await run(
            remove(variables),
            (data) => data.removeCustomDomain,
            () => TEXTS.removed,
          );
          if (ok) setIsConfirming(false);
          return ok;
        }}
      />
    </section>
  );
}

/** Exactly what the operator must do to prove the domain, and the two checks. */
function Instructions(props: {
  record: CustomDomainFieldsFragment;
  busy: boolean;
  onCheck: (check: CustomDomainCheck) => void;
}) {
  const { record } = props;
  return (
    <>
      <p className={styles.status}>{TEXTS.whatToDo}</p>
      <h3>{TEXTS.dnsWay}</h3>
      <dl className={styles.status}>
        <dt>{TEXTS.dnsName}</dt>
        <dd>
          <code>{record.dnsRecordName}</code>
        </dd>
        <dt>{TEXTS.dnsValue}</dt>
        <dd>
          <code>{record.verificationToken}</code>
        </dd>
      </dl>
      <h3>{TEXTS.httpWay}</h3>
      <p className={styles.status}>
        {TEXTS.httpText} <code>{record.httpChallengeUrl}</code>
      </p>
      {record.status === 'FAILED' && record.failureReason ? (
        <p className={styles.error}>
          {TEXTS.lastFailure} {record.failureReason}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          className={styles.primary}
          type="button"
          disabled={props.busy}
          onClick={() => props.onCheck('DNS_TXT')}
        >
          {TEXTS.verifyDns}
        </button>
        <button
          className={styles.primary}
          type="button"
          disabled={props.busy}
          onClick={() => props.onCheck('HTTP')}
        >
          {TEXTS.verifyHttp}
        </button>
      </div>
    </>
  );
}

export const screen = publicationStaffScreen({
  query: CUSTOM_DOMAIN_SETTINGS_QUERY,
  heading: TEXTS.heading,
  Component: CustomDomainSettings,
});
