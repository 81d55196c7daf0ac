import { useState } from 'react';
import type { FormEvent } from 'react';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { yourPublicationsUrl } from '@shared/routing/urls';
import type { ScreenDefinition } from '../screen';
import { textOf } from './form-text';
import { PublicationFields } from './publication-fields';
import { CREATE_PUBLICATION } from './publications-queries';
import styles from './publications.module.css';
import { PUBLICATIONS_TEXTS as TEXTS } from './texts';

/** /publication-beta: name, address, tagline, avatar and favicon of a new publication. */
function NewPublicationScreen() {
  const viewer = useViewer();
  if (!viewer)
    return (
      <SignInPrompt heading={TEXTS.createHeading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />
    );
  return <NewPublicationForm />;
}

/** The address a name suggests: lower-case letters, digits and single hyphens. */
function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}

function NewPublicationForm() {
  const [create, { loading }] = useMutationOutcome(CREATE_PUBLICATION);
  const [error, setError] = useState<string | null>(null);
  const [avatarImageId, setAvatarImageId] = useState<string | null>(null);
  const [faviconImageId, setFaviconImageId] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  // The address follows the name until the person types one of their own.
  const [slug, setSlug] = useState('');
  const [isSlugTyped, setIsSlugTyped] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    const outcome = await create({
      input: {
        name: textOf(form, 'name'),
        slug: textOf(form, 'slug'),
        tagline: textOf(form, 'tagline'),
        avatarImageId,
        faviconImageId,
      },
    });
    // A refusal is shown where the person acted; what they typed stays in the form.
    if (!outcome.ok) return setError(outcome.message);
    window.location.assign(yourPublicationsUrl());
  }

  const trackUpload = (isUploading: boolean) => setUploads((n) => n + (isUploading ? 1 : -1));
  return (
    <main id="main" className={styles.main}>
      <h1>{TEXTS.createHeading}</h1>
      <p className={styles.meta}>{TEXTS.createIntro}</p>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
        <PublicationFields
          afterName={
            <label className={styles.field}>
              {TEXTS.slug}
              <input
                className={styles.input}
                name="slug"
                required
                maxLength={50}
                aria-describedby="publication-slug-help"
                value={slug}
                onChange={(event) => {
                  setSlug(event.currentTarget.value);
                  setIsSlugTyped(event.currentTarget.value !== '');
                }}
              />
              <span id="publication-slug-help" className={styles.help}>
                {TEXTS.slugHelp}
              </span>
            </label>
          }
          onNameChange={(name) => {
            if (!isSlugTyped) setSlug(slugFromName(name));
          }}
          onAvatar={setAvatarImageId}
          onFavicon={setFaviconImageId}
          onBusy={trackUpload}
        />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <button className={styles.primary} type="submit" disabled={loading || uploads > 0}>
            {loading ? TEXTS.creating : TEXTS.create}
          </button>
        </div>
      </form>
    </main>
  );
}

export const screen: ScreenDefinition = {
  head: () => ({ robots: 'noindex' }),
  title: (_, productName) => `${TEXTS.createHeading} – ${productName}`,
  Component: NewPublicationScreen,
};
