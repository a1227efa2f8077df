import { Box, Stack, Typography } from '@mui/material';
import { chartLines, type ChartDay, type ChartSeries } from '@tapin/core/contracts';

export type { ChartSeries };

/**
 * Days as lines, one per series, the totals in the figure's accessible name and the first and last
 * dates under it. The geometry is the owner app's (`chartLines`), drawn with the console's components.
 */
export function LineChart<K extends string>({ days, series }: { days: ReadonlyArray<ChartDay<K>>; series: readonly ChartSeries<K>[] }) {
  const chart = chartLines(days, series);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg viewBox={chart.viewBox} width="100%" height="160" role="img" aria-label={chart.label} preserveAspectRatio="none">
        <line x1="0" y1={chart.baseline} x2={chart.width} y2={chart.baseline} stroke="#e2e8f0" />
        {chart.lines.map(({ series: s, points }) => (
          <polyline key={s.key} fill="none" stroke={s.color} strokeWidth="2" vectorEffect="non-scaling-stroke" points={points} />
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
