import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { UserDesignScreenQuery } from '@client/graphql/generated/graphql';
import { userUrl } from '@shared/routing/urls';
import type { ScreenDefinition } from '../screen';
import { DesignEditor } from './design-editor';
import { USER_DESIGN_QUERY } from './design-queries';
import styles from './design.module.css';
import { DESIGN_TEXTS as TEXTS } from './texts';

/** /me/design: the signed-in writer's design, for their profile and their stories. */
function UserDesignScreen() {
  const viewer = useViewer();
  if (!viewer)
    return <SignInPrompt heading={TEXTS.heading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />;
  return <UserDesign />;
}

function UserDesign() {
  const { data } = useQuery(USER_DESIGN_QUERY);
  const viewer = data?.viewer;
  if (!viewer) return null;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{TEXTS.heading}</h1>
      <p className={styles.intro}>{TEXTS.userIntro}</p>
      <DesignEditor
        key={viewer.id}
        sheet={viewer.customStyleSheet}
        publisher={{ name: viewer.name, tagline: viewer.bio, isCollection: false }}
        viewUrl={userUrl(viewer.username)}
      />
    </main>
  );
}

export const screen: ScreenDefinition<UserDesignScreenQuery> = {
  query: USER_DESIGN_QUERY,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => TEXTS.userTitle(productName),
  Component: UserDesignScreen,
};
