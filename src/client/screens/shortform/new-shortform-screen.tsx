import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { NewShortformScreenQuery } from '@client/graphql/generated/graphql';
import publicationStyles from '../publications/publications.module.css';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { ShortformForm } from './shortform-form';
import { NEW_SHORTFORM_SCREEN_QUERY } from './shortform-queries';
import { SHORTFORM_SCREEN_TEXTS as TEXTS } from './shortform-texts';

const variablesOf = ({ params }: Pick<ScreenProps, 'params'>) => ({
  slug: (params.collectionSlug ?? '').toLowerCase(),
});

/**
 * /{collectionSlug}/new-shortform (enable_shortform): a link, picture, note or
 * quote for the publication's home, by its writers, editors and creator.
 * Visitors are asked to sign in; anyone else meets the 404 page.
 */
function NewShortformScreen(props: ScreenProps) {
  const viewer = useViewer();
  if (!viewer)
    return (
      <SignInPrompt heading={TEXTS.newHeading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />
    );
  return <NewShortform {...props} />;
}

function NewShortform(props: ScreenProps) {
  const { data } = useQuery(NEW_SHORTFORM_SCREEN_QUERY, { variables: variablesOf(props) });
  const collection = data?.collectionBySlug;
  if (!collection?.viewerCanWriteShortform) return null;
  return (
    <main id="main" className={publicationStyles.main}>
      <h1 className={publicationStyles.header}>{TEXTS.newHeading}</h1>
      <p className={publicationStyles.meta}>{TEXTS.intro(collection.name)}</p>
      <ShortformForm collection={collection} />
    </main>
  );
}

export const screen: ScreenDefinition<NewShortformScreenQuery> = {
  query: NEW_SHORTFORM_SCREEN_QUERY,
  variables: variablesOf,
  requiresViewer: true,
  isNotFound: (data) => data !== undefined && !data.collectionBySlug?.viewerCanWriteShortform,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => TEXTS.title(productName),
  Component: NewShortformScreen,
};
