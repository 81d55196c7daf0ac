import { formatCount, formatDuration } from './stats-format';
import { STATS_TEXTS } from './texts';

/** The three count columns every stats table has, after its first (row header) column. */
export function CountHeaders() {
  return (
    <>
      <th scope="col">{STATS_TEXTS.views}</th>
      <th scope="col">{STATS_TEXTS.reads}</th>
      <th scope="col">{STATS_TEXTS.memberReadingTime}</th>
    </>
  );
}

export function CountCells(props: { views: number; reads: number; memberReadingSeconds: number }) {
  return (
    <>
      <td>{formatCount(props.views)}</td>
      <td>{formatCount(props.reads)}</td>
      <td>{formatDuration(props.memberReadingSeconds)}</td>
    </>
  );
}
