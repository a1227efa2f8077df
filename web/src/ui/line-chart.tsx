import { chartLines, type ChartDay, type ChartSeries } from '@tapin/core/contracts';

export type { ChartSeries };

/**
 * Days as lines, one per series; the totals are also in the figure's accessible name, and the first and
 * last dates under it. The geometry is shared with the console's chart (`chartLines`).
 */
export function LineChart<K extends string>({ days, series }: { days: ReadonlyArray<ChartDay<K>>; series: readonly ChartSeries<K>[] }) {
  const chart = chartLines(days, series);
  return (
    <figure className="space-y-2">
      <svg viewBox={chart.viewBox} className="h-40 w-full" role="img" aria-label={chart.label} preserveAspectRatio="none">
        <line x1="0" y1={chart.baseline} x2={chart.width} y2={chart.baseline} stroke="#e2e8f0" />
        {chart.lines.map(({ series: s, points }) => (
          <polyline key={s.key} fill="none" stroke={s.color} strokeWidth="2" vectorEffect="non-scaling-stroke" points={points} />
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
