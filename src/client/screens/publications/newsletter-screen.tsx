import { useQuery } from '@apollo/client/react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import type { MouseEvent } from 'react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import type { NewsletterLandingQuery } from '@client/graphql/generated/graphql';
import { useToasts } from '@client/shell/toasts/toast-provider';
import {
  collectionNewsletterSettingsUrl,
  collectionNewsletterUrl,
  collectionPageUrl,
  collectionUrl,
  signInUrl,
} from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { newsletterAtAddress } from './newsletter-address';
import {
  NEWSLETTER_LANDING_QUERY,
  SUBSCRIBE_TO_NEWSLETTER,
  UNSUBSCRIBE_FROM_NEWSLETTER,
} from './newsletter-queries';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from './newsletter-texts';
import { publicationSlugVariables } from './publication-slug';
import { publicationTitle } from './publication-texts';
import styles from './publications.module.css';

type Collection = NonNullable<NewsletterLandingQuery['collectionBySlug']>;
type Newsletter = NonNullable<Collection['newsletterV3']>;

/**
 * /{collectionSlug}/newsletters/{newsletterSlug}: what the newsletter is and
 * whose; signed-in readers subscribe and unsubscribe (with the spec's toasts),
 * visitors are asked to sign in and come back here.
 */
function NewsletterScreen(props: ScreenProps) {
  const { data } = useQuery(NEWSLETTER_LANDING_QUERY, {
    variables: publicationSlugVariables(props),
  });
  const collection = data?.collectionBySlug;
  const newsletter = newsletterAtAddress(data, props.params);
  if (!collection || !newsletter) return null;
  return (
    <main id="main" className={styles.main}>
      <h1>{newsletter.name}</h1>
      <p className={styles.meta}>
        {TEXTS.from} <Link to={collectionUrl(collection)}>{collection.name}</Link>
      </p>
      {newsletter.description ? <p>{newsletter.description}</p> : null}
      <SubscriptionControl newsletter={newsletter} returnTo={props.location} />
      {newsletter.viewerCanEdit ? (
        <p>
          <Link to={collectionNewsletterSettingsUrl(collection, newsletter.slug)}>
            {TEXTS.settingsLink}
          </Link>
        </p>
      ) : null}
    </main>
  );
}

function SubscriptionControl({
  newsletter,
  returnTo,
}: {
  newsletter: Newsletter;
  returnTo: string;
}) {
  const viewer = useViewer();
  const signIn = useSignInDialog();
  const { queueToast } = useToasts();
  const [subscribe, subscribing] = useMutationOutcome(SUBSCRIBE_TO_NEWSLETTER);
  const [unsubscribe, unsubscribing] = useMutationOutcome(UNSUBSCRIBE_FROM_NEWSLETTER);

  if (!viewer) {
    // A real link to the sign-in page, which returns here, before hydration; the dialog
    // (which also returns to this page) after.
    const openSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      signIn.open({ operation: 'login' });
    };
    return (
      <section aria-labelledby="newsletter-sign-in">
        <h2 id="newsletter-sign-in">{TEXTS.signInHeading}</h2>
        <p className={styles.meta}>{TEXTS.signInText}</p>
        <a
          href={`${signInUrl()}?redirect=${encodeURIComponent(returnTo)}`}
          className={styles.pill}
          onClick={openSignIn}
        >
          {TEXTS.signIn}
        </a>
      </section>
    );
  }

  const isSubscribed = newsletter.viewerIsSubscribed;
  async function handleClick() {
    const variables = { newsletterId: newsletter.id };
    const outcome = isSubscribed ? await unsubscribe(variables) : await subscribe(variables);
    if (!outcome.ok) return queueToast({ message: outcome.message, toastStyle: 'ERROR' });
    queueToast(
      isSubscribed
        ? {
            message: TEXTS.unsubscribedToast(newsletter.name),
            toastStyle: 'NEWSLETTER_UNSUBSCRIBE',
          }
        : { message: TEXTS.subscribedToast(newsletter.name), toastStyle: 'NEWSLETTER_SUBSCRIBE' },
    );
  }

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={isSubscribed ? styles.pill : styles.primary}
        aria-pressed={isSubscribed}
        aria-label={
          isSubscribed
            ? TEXTS.unsubscribeLabel(newsletter.name)
            : TEXTS.subscribeLabel(newsletter.name)
        }
        disabled={subscribing.loading || unsubscribing.loading}
        onClick={() => void handleClick()}
      >
        {isSubscribed ? TEXTS.unsubscribe : TEXTS.subscribe}
      </button>
    </div>
  );
}

export const screen: ScreenDefinition<NewsletterLandingQuery> = {
  query: NEWSLETTER_LANDING_QUERY,
  variables: publicationSlugVariables,
  isNotFound: (data, props) => !newsletterAtAddress(data, props.params),
  head: (data, context) => {
    const collection = data?.collectionBySlug;
    const newsletter = collection?.newsletterV3;
    if (!collection || !newsletter) return { robots: 'noindex' };
    const path = collectionNewsletterUrl(collection, newsletter.slug);
    return { canonical: collectionPageUrl(collection, path, context.origin) };
  },
  title: (data, productName) =>
    publicationTitle(
      data?.collectionBySlug?.name ?? '',
      productName,
      data?.collectionBySlug?.newsletterV3?.name,
    ),
  description: (data) =>
    data?.collectionBySlug?.newsletterV3?.description || data?.collectionBySlug?.name || '',
  Component: NewsletterScreen,
};
