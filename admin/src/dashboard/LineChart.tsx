import { Box, Stack, Typography } from '@mui/material';

/** One line of a chart: which figure of each day, its name and its colour. */
export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  color: string;
}

/**
 * Days as lines, one per series, the totals in the figure's accessible name and the first and last
 * dates under it. Plain SVG, as in the owner app: no chart library for a few polylines.
 */
export function LineChart<K extends string>({ days, series }: { days: ReadonlyArray<{ date: string } & Record<K, number>>; series: readonly ChartSeries<K>[] }) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...days.flatMap((d) => series.map((s) => d[s.key])));
  const x = (i: number) => (days.length > 1 ? (i / (days.length - 1)) * width : width / 2);
  const y = (v: number) => height - (v / max) * (height - 8) - 4;
  const totals = series.map((s) => `${days.reduce((sum, d) => sum + d[s.key], 0)} ${s.label.toLowerCase()}`).join(', ');
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="160" role="img" aria-label={`Last ${days.length} days: ${totals}. Busiest day: ${max}.`} preserveAspectRatio="none">
        <line x1="0" y1={height - 4} x2={width} y2={height - 4} stroke="#e2e8f0" />
        {series.map((s) => (
          <polyline key={s.key} fill="none" stroke={s.color} strokeWidth="2" vectorEffect="non-scaling-stroke" points={days.map((d, i) => `${x(i)},${y(d[s.key])}`).join(' ')} />
        ))}
      </svg>
      <Stack component="figcaption" direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="caption">{days[0]?.date}</Typography>
        <Stack direction="row" spacing={2}>
          {series.map((s) => (
            <Typography key={s.key} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box component="span" sx={{ width: 12, height: 8, borderRadius: 1, bgcolor: s.color }} aria-hidden="true" /> {s.label}
            </Typography>
          ))}
        </Stack>
        <Typography variant="caption">{days.at(-1)?.date}</Typography>
      </Stack>
    </Box>
  );
}
