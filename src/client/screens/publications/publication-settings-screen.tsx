import { useQuery } from '@apollo/client/react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@client/app/link';
import { useFlagOn } from '@client/app/use-flag';
import type { PublicationSettingsScreenQuery } from '@client/graphql/generated/graphql';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { collectionSubpageUrl, collectionUrl } from '@shared/routing/urls';
import type { ScreenProps } from '../screen';
import { textOf } from './form-text';
import { PublicationFields } from './publication-fields';
import { PUBLICATION_SETTINGS_QUERY, UPDATE_PUBLICATION } from './publication-settings-queries';
import { publicationSlugVariables } from './publication-slug';
import styles from './publications.module.css';
import { AuroraSettingsForm } from './aurora-settings-form';
import { publicationStaffScreen } from './staff-screen';
import { PUBLICATION_SETTINGS_TEXTS as TEXTS } from './texts';

type Settings = NonNullable<PublicationSettingsScreenQuery['collectionBySlug']>;

/** /{collectionSlug}/settings: its creator and editors change the name, tagline, avatar and favicon. */
function PublicationSettings(props: ScreenProps) {
  const { data } = useQuery(PUBLICATION_SETTINGS_QUERY, {
    variables: publicationSlugVariables(props),
  });
  // The custom-domain page answers only while its flag is on; no link to a 404 otherwise.
  const customDomainsOn = useFlagOn('enable_custom_domain_v2_settings');
  const collection = data?.collectionBySlug;
  if (!collection?.viewerIsEditor) return null;
  return (
    <main id="main" className={styles.main}>
      <h1>{TEXTS.heading}</h1>
      <p className={styles.meta}>
        <Link to={collectionUrl(collection)}>{collection.name}</Link>
        {' · '}
        <Link to={collectionSubpageUrl(collection, 'design')}>{TEXTS.design}</Link>
        {' · '}
        <Link to={collectionSubpageUrl(collection, 'settings/navigation')}>{TEXTS.navigation}</Link>
        {' · '}
        <Link to={collectionSubpageUrl(collection, 'settings/dashboard')}>{TEXTS.dashboard}</Link>
        {customDomainsOn ? (
          <>
            {' · '}
            <Link to={collectionSubpageUrl(collection, 'settings/custom-domain')}>
              {TEXTS.customDomain}
            </Link>
          </>
        ) : null}
      </p>
      <SettingsForm key={collection.id} collection={collection} />
      {collection.viewerRole === 'CREATOR' ? (
        <AuroraSettingsForm key={`aurora-${collection.id}`} collection={collection} />
      ) : null}
    </main>
  );
}

function SettingsForm({ collection }: { collection: Settings }) {
  const [update, { loading }] = useMutationOutcome(UPDATE_PUBLICATION);
  const { queueToast } = useToasts();
  const [error, setError] = useState<string | null>(null);
  const [avatarImageId, setAvatarImageId] = useState(collection.avatarImageId ?? null);
  const [faviconImageId, setFaviconImageId] = useState(collection.faviconImageId ?? null);
  const [uploads, setUploads] = useState(0);
  const trackUpload = (isUploading: boolean) => setUploads((n) => n + (isUploading ? 1 : -1));
  // A failed upload keeps the picture the publication already has.
  const keepOnFailure = (set: (imageId: string) => void) => (imageId: string | null) => {
    if (imageId) set(imageId);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    const outcome = await update({
      collectionId: collection.id,
      input: {
        name: textOf(form, 'name'),
        tagline: textOf(form, 'tagline'),
        avatarImageId,
        faviconImageId,
      },
    });
    if (!outcome.ok) return setError(outcome.message);
    queueToast({ message: TEXTS.saved });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
      <PublicationFields
        defaults={{ name: collection.name, tagline: collection.description }}
        onAvatar={keepOnFailure(setAvatarImageId)}
        onFavicon={keepOnFailure(setFaviconImageId)}
        onBusy={trackUpload}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button className={styles.primary} type="submit" disabled={loading || uploads > 0}>
          {loading ? TEXTS.saving : TEXTS.save}
        </button>
      </div>
    </form>
  );
}

export const screen = publicationStaffScreen({
  query: PUBLICATION_SETTINGS_QUERY,
  heading: TEXTS.heading,
  Component: PublicationSettings,
});
