import { useQuery } from '@apollo/client/react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { Link } from '@client/app/link';
import { useNavigation } from '@client/app/navigation-context';
import { collectionNewsletterSettingsUrl, collectionNewsletterUrl } from '@shared/routing/urls';
import type { ScreenProps } from '../screen';
import { NewsletterForm } from './newsletter-form';
import type { NewsletterFormInput } from './newsletter-form';
import { CREATE_NEWSLETTER, NEW_NEWSLETTER_QUERY } from './newsletter-queries';
import { NEWSLETTER_PAGE_TEXTS as TEXTS } from './newsletter-texts';
import { publicationSlugVariables } from './publication-slug';
import styles from './publications.module.css';
import { publicationStaffScreen } from './staff-screen';

/**
 * /{collectionSlug}/new-newsletter: the publication's creator and editors
 * name its newsletter and land on it. A publication has one newsletter, so
 * once it exists this page leads to it instead.
 */
function NewNewsletterScreen(props: ScreenProps) {
  const { data } = useQuery(NEW_NEWSLETTER_QUERY, { variables: publicationSlugVariables(props) });
  const { navigate } = useNavigation();
  const [create] = useMutationOutcome(CREATE_NEWSLETTER);
  const collection = data?.collectionBySlug;
  if (!collection?.viewerIsEditor) return null;
  const existing = collection.newsletterV3;

  async function handleCreate(input: NewsletterFormInput) {
    if (!collection) return null;
    const outcome = await create({ collectionId: collection.id, input });
    if (!outcome.ok) return outcome.message;
    navigate(collectionNewsletterUrl(collection, outcome.data.createCollectionNewsletter.slug));
    return null;
  }

  return (
    <main id="main" className={styles.main}>
      <h1>{TEXTS.newHeading}</h1>
      {existing ? (
        <p className={styles.meta}>
          {TEXTS.alreadyHas(collection.name)}{' '}
          <Link to={collectionNewsletterSettingsUrl(collection, existing.slug)}>
            {existing.name}
          </Link>
        </p>
      ) : (
        <>
          <p className={styles.meta}>{TEXTS.newIntro(collection.name)}</p>
          <NewsletterForm submit={TEXTS.create} busy={TEXTS.creating} onSubmit={handleCreate} />
        </>
      )}
    </main>
  );
}

export const screen = publicationStaffScreen({
  query: NEW_NEWSLETTER_QUERY,
  heading: TEXTS.newHeading,
  Component: NewNewsletterScreen,
});
