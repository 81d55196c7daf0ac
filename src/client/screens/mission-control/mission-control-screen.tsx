import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { FollowedTopicsSection } from '@client/features/topics/followed-topics-section';
import { TopicList } from '@client/features/topics/topic-list';
import { graphql } from '@client/graphql/generated';
import type { MissionControlQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition } from '../screen';
import styles from './mission-control.module.css';
import { MISSION_CONTROL_TEXTS as TEXTS } from './texts';

const MISSION_CONTROL_QUERY = graphql(`
  query MissionControl {
    topics {
      ...TopicCardFields
    }
  }
`);

/**
 * /me/missioncontrol, Control Your Recommendations: the topics the reader
 * follows, topics to follow, and the people and publications they muted.
 */
function MissionControlScreen() {
  const viewer = useViewer();
  if (!viewer)
    return <SignInPrompt heading={TEXTS.heading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />;
  return <MissionControlPage />;
}

function MissionControlPage() {
  const { data } = useQuery(MISSION_CONTROL_QUERY);
  const suggestions = (data?.topics ?? []).filter((topic) => !topic.isFollowing);
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{TEXTS.heading}</h1>
      <p className={styles.help}>{TEXTS.intro}</p>
      <FollowedTopicsSection className={styles.section} />
      {suggestions.length > 0 ? (
        <section className={styles.section} aria-labelledby="mission-control-suggested">
          <h2 id="mission-control-suggested" className={styles.sectionHeading}>
            {TEXTS.suggested}
          </h2>
          <TopicList topics={suggestions} />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="mission-control-muted">
        <h2 id="mission-control-muted" className={styles.sectionHeading}>
          {TEXTS.muted}
        </h2>
        <p className={styles.help}>
          <Link to="/me/settings#mute">{TEXTS.mutedLink}</Link>
        </p>
      </section>
    </main>
  );
}

export const screen: ScreenDefinition<MissionControlQuery> = {
  query: MISSION_CONTROL_QUERY,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => TEXTS.title(productName),
  Component: MissionControlScreen,
};
