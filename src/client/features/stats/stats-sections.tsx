import type {
  ReferrerGroupFieldsFragment,
  StatsPeriodFieldsFragment,
  TotalStatsFieldsFragment,
} from '@client/graphql/generated/graphql';
import { StatsChart } from './stats-chart';
import { formatCount, formatDuration, formatRatio } from './stats-format';
import { StatsTable } from './stats-table';
import styles from './stats.module.css';
import { STATS_TEXTS } from './texts';

/** The lifetime figures. */
function TotalsSection(props: { totals: TotalStatsFieldsFragment; isStory?: boolean }) {
  const { totals } = props;
  const items: Array<[string, string, string?]> = [
    [STATS_TEXTS.views, formatCount(totals.views)],
    [STATS_TEXTS.reads, formatCount(totals.reads)],
    [STATS_TEXTS.readRatio, formatRatio(totals.readRatio)],
    [STATS_TEXTS.memberReadingTime, formatDuration(totals.memberReadingSeconds)],
    [STATS_TEXTS.claps, formatCount(totals.claps)],
    [STATS_TEXTS.responses, formatCount(totals.responses)],
    [
      STATS_TEXTS.followersGained,
      formatCount(totals.followersGained),
      props.isStory ? STATS_TEXTS.storyFollowersGainedHint : STATS_TEXTS.followersGainedHint,
    ],
  ];
  return (
    <section className={styles.section} aria-labelledby="stats-totals">
      <h2 id="stats-totals" className={styles.sectionHeading}>
        {STATS_TEXTS.totals}
      </h2>
      <dl className={styles.totals}>
        {items.map(([label, value, hint]) => (
          <div key={label} className={styles.total}>
            <dt>
              {label}
              {hint ? <span className={styles.hint}>{hint}</span> : null}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One window (48 hours or 90 days): its chart and its table. */
function PeriodSection(props: {
  id: string;
  label: string;
  unit: 'hour' | 'day';
  periods: readonly StatsPeriodFieldsFragment[];
}) {
  return (
    <section className={styles.section} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.sectionHeading}>
        {props.label}
      </h2>
      <StatsChart periods={props.periods} periodLabel={props.label} />
      <StatsTable periods={props.periods} periodLabel={props.label} unit={props.unit} />
    </section>
  );
}

/** Views by referrer type, each with its top hosts. */
function ReferrersSection(props: { referrers: readonly ReferrerGroupFieldsFragment[] }) {
  const groups = props.referrers.filter((group) => group.views > 0);
  return (
    <section className={styles.section} aria-labelledby="stats-referrers">
      <h2 id="stats-referrers" className={styles.sectionHeading}>
        {STATS_TEXTS.referrers}
      </h2>
      {groups.length === 0 ? (
        <p className={styles.message}>{STATS_TEXTS.referrersEmpty}</p>
      ) : (
        <ul className={styles.referrers}>
          {groups.map((group) => (
            <li key={group.type} className={styles.referrer}>
              <div className={styles.referrerHead}>
                <span>{STATS_TEXTS.referrerTypes[group.type]}</span>
                <span>{formatCount(group.views)}</span>
              </div>
              {group.sources.length > 0 ? (
                <ul className={styles.sources}>
                  {group.sources.map((source) => (
                    <li key={source.host} className={styles.source}>
                      <span>{source.host}</span>
                      <span>{formatCount(source.views)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Everything a stats page shows below its heading. */
export function StatsBody(props: {
  totals: TotalStatsFieldsFragment;
  hourly: readonly StatsPeriodFieldsFragment[];
  daily: readonly StatsPeriodFieldsFragment[];
  referrers: readonly ReferrerGroupFieldsFragment[];
  isStory?: boolean;
}) {
  return (
    <>
      <p className={styles.intro}>{STATS_TEXTS.intro}</p>
      <TotalsSection totals={props.totals} isStory={props.isStory} />
      <PeriodSection
        id="stats-hourly"
        label={STATS_TEXTS.hourly}
        unit="hour"
        periods={props.hourly}
      />
      <PeriodSection id="stats-daily" label={STATS_TEXTS.daily} unit="day" periods={props.daily} />
      <ReferrersSection referrers={props.referrers} />
    </>
  );
}
