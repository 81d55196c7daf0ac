import { Link } from '@client/app/link';
import type { StatsOverviewFieldsFragment } from '@client/graphql/generated/graphql';
import { postStatsUrl } from '@shared/routing/urls';
import { CountCells, CountHeaders } from './count-cells';
import styles from './stats.module.css';
import { STATS_TEXTS } from './texts';

/** A writer's or a publication's stories, each leading to its own stats. */
export function StoryStatsList(props: { stories: StatsOverviewFieldsFragment['stories'] }) {
  return (
    <section className={styles.section} aria-labelledby="stats-stories">
      <h2 id="stats-stories" className={styles.sectionHeading}>
        {STATS_TEXTS.stories}
      </h2>
      {props.stories.length === 0 ? (
        <p className={styles.message}>{STATS_TEXTS.storiesEmpty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{STATS_TEXTS.story}</th>
              <CountHeaders />
            </tr>
          </thead>
          <tbody>
            {props.stories.map((row) => (
              <tr key={row.post.id}>
                <th scope="row">
                  <Link to={postStatsUrl(row.post.id)}>
                    {row.post.title || STATS_TEXTS.untitled}
                  </Link>
                </th>
                <CountCells {...row} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
