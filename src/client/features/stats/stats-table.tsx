import { useId } from 'react';
import type { StatsPeriodFieldsFragment } from '@client/graphql/generated/graphql';
import { CountCells, CountHeaders } from './count-cells';
import { formatDay, formatHour } from './stats-format';
import styles from './stats.module.css';
import { STATS_TEXTS } from './texts';

/**
 * The chart's figures as a table, newest first, in a scrolling region that
 * takes keyboard focus so it can be scrolled without a mouse.
 */
export function StatsTable(props: {
  periods: readonly StatsPeriodFieldsFragment[];
  periodLabel: string;
  unit: 'hour' | 'day';
}) {
  const captionId = useId();
  const formatPeriod = props.unit === 'hour' ? formatHour : formatDay;
  const rows = [...props.periods].reverse();
  return (
    <div className={styles.tableRegion} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{STATS_TEXTS.tableCaption(props.periodLabel)}</caption>
        <thead>
          <tr>
            <th scope="col">
              {props.unit === 'hour' ? STATS_TEXTS.hourColumn : STATS_TEXTS.dayColumn}
            </th>
            <CountHeaders />
          </tr>
        </thead>
        <tbody>
          {rows.map((period) => (
            <tr key={String(period.startsAt)}>
              <th scope="row">{formatPeriod(String(period.startsAt))}</th>
              <CountCells {...period} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
