import { useQuery } from '@apollo/client/react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useState } from 'react';
import { Link } from '@client/app/link';
import type { NewsletterSettingsQuery } from '@client/graphql/generated/graphql';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { collectionNewsletterUrl } from '@shared/routing/urls';
import type { ScreenProps } from '../screen';
import { newsletterAtAddress } from './newsletter-address';
import { NewsletterForm } from './newsletter-form';
import type { NewsletterFormInput } from './newsletter-form';
import {
  NEWSLETTER_SETTINGS_QUERY,
  SEND_STORY_TO_NEWSLETTER,
  UPDATE_NEWSLETTER,
} from './newsletter-queries';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from './newsletter-texts';
import { publicationSlugVariables } from './publication-slug';
import styles from './publications.module.css';
import { publicationStaffScreen } from './staff-screen';

type Collection = NonNullable<NewsletterSettingsQuery['collectionBySlug']>;
type Newsletter = NonNullable<Collection['newsletterV3']>;
type Story = Newsletter['storiesToSend'][number];

/**
 * /{collectionSlug}/newsletters/{newsletterSlug}/settings: the publication's
 * creator and editors rename the newsletter and send it a published story,
 * after confirming, and learn how many people it went to.
 */
function NewsletterSettingsScreen(props: ScreenProps) {
  const { data, refetch } = useQuery(NEWSLETTER_SETTINGS_QUERY, {
    variables: publicationSlugVariables(props),
  });
  const collection = data?.collectionBySlug;
  const newsletter = newsletterAtAddress(data, props.params);
  if (!collection?.viewerIsEditor || !newsletter) return null;
  return (
    <main id="main" className={styles.main}>
      <div className={styles.header}>
        <h1>{TEXTS.settingsHeading}</h1>
        <Link to={collectionNewsletterUrl(collection, newsletter.slug)} className={styles.pill}>
          {TEXTS.viewLanding}
        </Link>
      </div>
      <p className={styles.meta}>
        {newsletter.name} · {TEXTS.subscribers(newsletter.subscriberCount ?? 0)}
      </p>
      <RenameForm newsletter={newsletter} />
      <SendStory newsletter={newsletter} onSent={() => void refetch()} />
    </main>
  );
}

function RenameForm({ newsletter }: { newsletter: Newsletter }) {
  const { queueToast } = useToasts();
  const [update] = useMutationOutcome(UPDATE_NEWSLETTER);
  async function handleSave(input: NewsletterFormInput) {
    const outcome = await update({ newsletterId: newsletter.id, input });
    if (!outcome.ok) return outcome.message;
    queueToast({ message: TEXTS.saved });
    return null;
  }
  return (
    <section aria-labelledby="newsletter-rename">
      <NewsletterForm
        name={newsletter.name}
        description={newsletter.description}
        intro={
          <>
            <h2 id="newsletter-rename">{TEXTS.renameHeading}</h2>
            <p className={styles.help}>{TEXTS.renameHelp}</p>
          </>
        }
        submit={TEXTS.save}
        busy={TEXTS.saving}
        onSubmit={handleSave}
      />
    </section>
  );
}

function SendStory(props: { newsletter: Newsletter; onSent: () => void }) {
  const { newsletter } = props;
  const [send, { loading }] = useMutationOutcome(SEND_STORY_TO_NEWSLETTER);
  const [confirming, setConfirming] = useState<Story | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean } | null>(null);
  const titleOf = (story: Story) => story.title || TEXTS.untitled;

  async function handleConfirm(story: Story) {
    setOutcome(null);
    const sent = await send({ newsletterId: newsletter.id, postId: story.id });
    if (!sent.ok) return setOutcome({ text: sent.message, isError: true });
    setOutcome({
      text: TEXTS.sent(titleOf(story), sent.data.sendStoryToNewsletter),
      isError: false,
    });
    setConfirming(null);
    props.onSent();
  }

  return (
    <section aria-labelledby="newsletter-send">
      <h2 id="newsletter-send">{TEXTS.sendHeading}</h2>
      <p className={styles.help}>{TEXTS.sendIntro}</p>
      <p
        className={outcome?.isError ? styles.error : styles.status}
        role={outcome?.isError ? 'alert' : 'status'}
      >
        {outcome?.text ?? ''}
      </p>
      {newsletter.storiesToSend.length === 0 ? (
        <p className={styles.meta}>{TEXTS.nothingToSend}</p>
      ) : null}
      <ul className={styles.list} aria-label={TEXTS.sendHeading}>
        {newsletter.storiesToSend.map((story) => (
          <li key={story.id} className={styles.row}>
            <span className={styles.rowText}>{titleOf(story)}</span>
            {confirming?.id === story.id ? (
              <div
                className={styles.actions}
                role="group"
                aria-label={TEXTS.sendLabel(titleOf(story))}
              >
                <span className={styles.status}>
                  {TEXTS.confirm(titleOf(story), newsletter.subscriberCount ?? 0)}
                </span>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={loading}
                  onClick={() => void handleConfirm(story)}
                >
                  {loading ? TEXTS.sending : TEXTS.confirmSend}
                </button>
                <button
                  type="button"
                  className={styles.pill}
                  disabled={loading}
                  onClick={() => setConfirming(null)}
                >
                  {TEXTS.cancel}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className={styles.pill}
                aria-label={TEXTS.sendLabel(titleOf(story))}
                onClick={() => setConfirming(story)}
              >
                {TEXTS.send}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const staff = publicationStaffScreen({
  query: NEWSLETTER_SETTINGS_QUERY,
  heading: TEXTS.settingsHeading,
  Component: NewsletterSettingsScreen,
});

// Its staff page, and 404 too when the publication has no newsletter at this address.
export const screen: typeof staff = {
  ...staff,
  isNotFound: (data, props) =>
    data !== undefined &&
    (!data.collectionBySlug?.viewerIsEditor || !newsletterAtAddress(data, props.params)),
};
