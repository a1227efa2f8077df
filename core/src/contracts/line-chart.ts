/**
 * The geometry and accessible name of a daily line chart, shared by the owner app's and the console's
 * charts (each draws it with its own components). Plain SVG coordinates: no chart library for a few
 * polylines. No zod here, so a chart bundles nothing else.
 */

/** One line of a chart: which figure of each day, its name and its colour. */
export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  color: string;
}

/** One day of a chart: its date and a number per series. */
export type ChartDay<K extends string> = { date: string } & Record<K, number>;

/** What an SVG needs to draw the chart: the box, the baseline, one polyline per series and the name. */
export interface ChartLines<K extends string> {
  viewBox: string;
  width: number;
  height: number;
  /** The y of the baseline drawn under the lines. */
  baseline: number;
  lines: ReadonlyArray<{ series: ChartSeries<K>; points: string }>;
  /** The figure's accessible name: the days counted, each series' total and the busiest day. */
  label: string;
}

const width = 600;
const height = 160;

export function chartLines<K extends string>(days: ReadonlyArray<ChartDay<K>>, series: readonly ChartSeries<K>[]): ChartLines<K> {
  const max = Math.max(1, ...days.flatMap((d) => series.map((s) => d[s.key])));
  const x = (i: number) => (days.length > 1 ? (i / (days.length - 1)) * width : width / 2);
  const y = (v: number) => height - (v / max) * (height - 8) - 4;
  const totals = series.map((s) => `${days.reduce((sum, d) => sum + d[s.key], 0)} ${s.label.toLowerCase()}`).join(', ');
  return {
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    baseline: height - 4,
    lines: series.map((s) => ({ series: s, points: days.map((d, i) => `${x(i)},${y(d[s.key])}`).join(' ') })),
    label: `Last ${days.length} days: ${totals}. Busiest day: ${max}.`,
  };
}
