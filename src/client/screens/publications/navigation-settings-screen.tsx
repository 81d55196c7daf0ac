import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { NavigationSettingsScreenQuery } from '@client/graphql/generated/graphql';
import { publicationSlugVariables, publicationStaffScreen } from '../publication-staff-screen';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { NavItemsEditor } from './nav-items-editor';
import { NAVIGATION_SETTINGS_QUERY } from './navigation-queries';
import { NAVIGATION_TEXTS as TEXTS } from './navigation-texts';
import styles from './publications.module.css';

const STAFF_SCREEN = publicationStaffScreen<NavigationSettingsScreenQuery>();

/**
 * /{collectionSlug}/settings/navigation: the header's items, for the
 * publication's creator and editors. Visitors are asked to sign in; anyone
 * else meets the 404 page, as for the design editor.
 */
function NavigationSettingsScreen(props: ScreenProps) {
  const viewer = useViewer();
  if (!viewer)
    return <SignInPrompt heading={TEXTS.heading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />;
  return <NavigationSettings {...props} />;
}

function NavigationSettings(props: ScreenProps) {
  const { data } = useQuery(NAVIGATION_SETTINGS_QUERY, {
    variables: publicationSlugVariables(props),
  });
  const collection = data?.collectionBySlug;
  // Anyone else is answered with the 404 page (isNotFound), so nothing renders here.
  return collection?.viewerIsEditor ? (
    <main id="main" className={styles.main}>
      <h1 className={styles.header}>{TEXTS.heading}</h1>
      <p className={styles.meta}>{TEXTS.intro(collection.name)}</p>
      <NavItemsEditor
        key={collection.id}
        collectionId={collection.id}
        items={collection.navItems}
      />
    </main>
  ) : null;
}

export const screen: ScreenDefinition<NavigationSettingsScreenQuery> = {
  query: NAVIGATION_SETTINGS_QUERY,
  ...STAFF_SCREEN,
  title: (_data, productName) => TEXTS.title(productName),
  Component: NavigationSettingsScreen,
};
