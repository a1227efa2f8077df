/** One line of a chart: which figure of each day, its name and its colour. */
export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  color: string;
}

/**
 * Days as lines, one per series; the totals are also in the figure's accessible name, and the first and
 * last dates under it. Plain SVG: no chart library for a few polylines.
 */
export function LineChart<K extends string>({ days, series }: { days: ReadonlyArray<{ date: string } & Record<K, number>>; series: readonly ChartSeries<K>[] }) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...days.flatMap((d) => series.map((s) => d[s.key])));
  const x = (i: number) => (days.length > 1 ? (i / (days.length - 1)) * width : width / 2);
  const y = (v: number) => height - (v / max) * (height - 8) - 4;
  const totals = series.map((s) => `${days.reduce((sum, d) => sum + d[s.key], 0)} ${s.label.toLowerCase()}`).join(', ');
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-40 w-full" role="img" aria-label={`Last ${days.length} days: ${totals}. Busiest day: ${max}.`} preserveAspectRatio="none">
        <line x1="0" y1={height - 4} x2={width} y2={height - 4} stroke="#e2e8f0" />
        {series.map((s) => (
          <polyline key={s.key} fill="none" stroke={s.color} strokeWidth="2" vectorEffect="non-scaling-stroke" points={days.map((d, i) => `${x(i)},${y(d[s.key])}`).join(' ')} />
        ))}
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <span>{days[0]?.date}</span>
        <span className="flex flex-wrap gap-3">
          {series.map((s) => (
            <span key={s.key} className="flex items-center gap-1">
              <span className="inline-block h-2 w-3 rounded" style={{ background: s.color }} aria-hidden="true" /> {s.label}
            </span>
          ))}
        </span>
        <span>{days.at(-1)?.date}</span>
      </figcaption>
    </figure>
  );
}
