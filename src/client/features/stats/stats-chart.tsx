import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StatsPeriodFieldsFragment } from '@client/graphql/generated/graphql';
import styles from './stats.module.css';
import { STATS_TEXTS } from './texts';

const HEIGHT = 240;
// The design tokens' accent and info colours (tokens.css): a canvas cannot read CSS variables.
const VIEWS_COLOR = '#1a8917';
const READS_COLOR = '#1d5fa8';

function chartData(periods: readonly StatsPeriodFieldsFragment[]): uPlot.AlignedData {
  return [
    periods.map((period) => new Date(String(period.startsAt)).getTime() / 1000),
    periods.map((period) => period.views),
    periods.map((period) => period.reads),
  ];
}

function chartOptions(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // Times are UTC, as the table beside the chart and the rollup count them.
    tzDate: (ts) => new Date((ts + new Date(ts * 1000).getTimezoneOffset() * 60) * 1000),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { y: { range: (_chart, _min, max) => [0, Math.max(max, 4)] } },
    axes: [{}, { values: (_chart, ticks) => ticks.map((tick) => (tick % 1 === 0 ? tick : '')) }],
    series: [
      {},
      { label: STATS_TEXTS.views, stroke: VIEWS_COLOR, width: 2 },
      { label: STATS_TEXTS.reads, stroke: READS_COLOR, width: 2 },
    ],
  };
}

/**
 * Views and reads over time, drawn with uPlot. The library loads with the
 * first chart, in the browser only: the page's HTML carries the table, and
 * the chart is drawn over the space kept for it.
 */
export function StatsChart(props: {
  periods: readonly StatsPeriodFieldsFragment[];
  periodLabel: string;
}) {
  const { periods, periodLabel } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: uPlot | null = null;
    let isCancelled = false;
    const resize = () => {
      if (chart && box.current) chart.setSize({ width: box.current.clientWidth, height: HEIGHT });
    };
    void import('uplot').then(({ default: UPlot }) => {
      if (isCancelled || !box.current) return;
      chart = new UPlot(chartOptions(box.current.clientWidth), chartData(periods), box.current);
      window.addEventListener('resize', resize);
    });
    return () => {
      isCancelled = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [periods]);
  return (
    <>
      <ul className={styles.key} aria-hidden="true">
        <li>
          <span className={styles.viewsSwatch} />
          {STATS_TEXTS.views}
        </li>
        <li>
          <span className={styles.readsSwatch} />
          {STATS_TEXTS.reads}
        </li>
      </ul>
      <div
        ref={box}
        className={styles.chart}
        role="img"
        aria-label={STATS_TEXTS.chartLabel(periodLabel)}
        data-testid="stats-chart"
      />
    </>
  );
}
