import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { EditShortformScreenQuery } from '@client/graphql/generated/graphql';
import publicationStyles from '../publications/publications.module.css';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { ShortformForm } from './shortform-form';
import { EDIT_SHORTFORM_SCREEN_QUERY } from './shortform-queries';
import { SHORTFORM_SCREEN_TEXTS as TEXTS } from './shortform-texts';

const variablesOf = ({ params }: Pick<ScreenProps, 'params'>) => ({
  slug: (params.collectionSlug ?? '').toLowerCase(),
  id: (params.postId ?? '').toLowerCase(),
});

/** The post, when this viewer may change it and it belongs to the publication the address names. */
function editable(data: EditShortformScreenQuery | undefined) {
  const collection = data?.collectionBySlug;
  const shortform = data?.shortform;
  if (!collection || !shortform?.viewerCanEdit || shortform.collection.id !== collection.id)
    return null;
  return { collection, shortform };
}

/**
 * /{collectionSlug}/{postId}/edit-shortform (enable_shortform): its author or
 * the publication's editors change or delete a shortform post; anyone else
 * meets the 404 page.
 */
function EditShortformScreen(props: ScreenProps) {
  const viewer = useViewer();
  if (!viewer)
    return (
      <SignInPrompt heading={TEXTS.editHeading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />
    );
  return <EditShortform {...props} />;
}

function EditShortform(props: ScreenProps) {
  const { data } = useQuery(EDIT_SHORTFORM_SCREEN_QUERY, { variables: variablesOf(props) });
  const found = editable(data);
  if (!found) return null;
  return (
    <main id="main" className={publicationStyles.main}>
      <h1 className={publicationStyles.header}>{TEXTS.editHeading}</h1>
      <p className={publicationStyles.meta}>{TEXTS.intro(found.collection.name)}</p>
      <ShortformForm collection={found.collection} existing={found.shortform} />
    </main>
  );
}

export const screen: ScreenDefinition<EditShortformScreenQuery> = {
  query: EDIT_SHORTFORM_SCREEN_QUERY,
  variables: variablesOf,
  requiresViewer: true,
  isNotFound: (data) => data !== undefined && !editable(data),
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => TEXTS.title(productName),
  Component: EditShortformScreen,
};
