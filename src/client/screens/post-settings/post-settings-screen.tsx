import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { PostSettingsForm } from './post-settings-form';
import { PublicationSection } from './publication-section';
import { POST_SETTINGS_QUERY } from './post-settings-query';
import type { PostSettingsData } from './post-settings-query';
import styles from './post-settings.module.css';
import { POST_SETTINGS_TEXTS } from './texts';

function variablesFor({ params }: Pick<ScreenProps, 'params'>) {
  return { id: params.postId ?? '' };
}

/** /p/{postId}/settings: the author's settings for one story; anyone else gets the 404 page. */
function PostSettingsScreen({ params }: ScreenProps) {
  const viewer = useViewer();
  const isSignedIn = !!viewer;
  const { data, error } = useQuery(POST_SETTINGS_QUERY, {
    variables: variablesFor({ params }),
    skip: !isSignedIn,
  });
  if (!isSignedIn)
    return (
      <SignInPrompt
        heading={POST_SETTINGS_TEXTS.heading}
        text={POST_SETTINGS_TEXTS.signInPrompt}
        action={POST_SETTINGS_TEXTS.signIn}
      />
    );
  const result = data?.postForEditing;
  if (result?.__typename !== 'PostDraft')
    return (
      <main id="main" className={styles.main} aria-busy={!error || undefined}>
        <p className={styles.help} role={error ? 'alert' : 'status'}>
          {error ? POST_SETTINGS_TEXTS.loadFailed : POST_SETTINGS_TEXTS.loading}
        </p>
      </main>
    );
  const id = encodeURIComponent(result.postId);
  return (
    <main id="main" className={styles.main}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{POST_SETTINGS_TEXTS.heading}</h1>
        <p className={styles.storyTitle}>{result.title || result.post.title}</p>
        <p className={styles.links}>
          <Link to={`/p/${id}/edit`}>{POST_SETTINGS_TEXTS.editLink}</Link>
          {result.post.isPublished ? (
            <Link to={result.post.mediumUrl}>{POST_SETTINGS_TEXTS.storyLink}</Link>
          ) : null}
        </p>
      </header>
      <PublicationSection story={result.post} viewerId={viewer.id} />
      <PostSettingsForm key={result.postId} draft={result} />
    </main>
  );
}

export const screen: ScreenDefinition<PostSettingsData> = {
  query: POST_SETTINGS_QUERY,
  variables: variablesFor,
  requiresViewer: true,
  isNotFound: (data) => data?.postForEditing.__typename === 'NotFound',
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => `Story settings – ${productName}`,
  Component: PostSettingsScreen,
};
