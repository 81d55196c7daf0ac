import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { CollectionDesignScreenQuery } from '@client/graphql/generated/graphql';
import { collectionUrl } from '@shared/routing/urls';
import { publicationSlugVariables, publicationStaffScreen } from '../publication-staff-screen';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { DesignEditor } from './design-editor';
import { COLLECTION_DESIGN_QUERY } from './design-queries';
import styles from './design.module.css';
import { DESIGN_TEXTS as TEXTS } from './texts';

const STAFF_SCREEN = publicationStaffScreen<CollectionDesignScreenQuery>();

/**
 * /{collectionSlug}/design: the publication's design, for its creator and
 * editors. Visitors are asked to sign in; anyone else meets the 404 page, as
 * for a publication that does not exist (its staff pages are not announced).
 */
function CollectionDesignScreen(props: ScreenProps) {
  const viewer = useViewer();
  if (!viewer)
    return (
      <SignInPrompt
        heading={TEXTS.heading}
        text={TEXTS.collectionSignInPrompt}
        action={TEXTS.signIn}
      />
    );
  return <CollectionDesign {...props} />;
}

function CollectionDesign(props: ScreenProps) {
  const { data } = useQuery(COLLECTION_DESIGN_QUERY, {
    variables: publicationSlugVariables(props),
  });
  const collection = data?.collectionBySlug;
  if (!collection?.viewerIsEditor) return null;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{TEXTS.heading}</h1>
      <p className={styles.intro}>{TEXTS.collectionIntro(collection.name)}</p>
      <DesignEditor
        key={collection.id}
        sheet={collection.customStyleSheet}
        collectionId={collection.id}
        publisher={{ name: collection.name, tagline: collection.description, isCollection: true }}
        viewUrl={collectionUrl(collection)}
      />
    </main>
  );
}

export const screen: ScreenDefinition<CollectionDesignScreenQuery> = {
  query: COLLECTION_DESIGN_QUERY,
  ...STAFF_SCREEN,
  title: (_data, productName) => TEXTS.collectionTitle(productName),
  Component: CollectionDesignScreen,
};
