import { describe, expect, it } from 'vitest';
import { chartLines } from './line-chart.js';

describe('the daily line chart both apps draw', () => {
  const series = [
    { key: 'views', label: 'Views', color: '#2563eb' },
    { key: 'clicks', label: 'Clicks', color: '#059669' },
  ] as const;

  it('names the days, each total and the busiest day, and scales the lines to it', () => {
    const chart = chartLines(
      [
        { date: '2026-01-01', views: 4, clicks: 0 },
        { date: '2026-01-02', views: 2, clicks: 1 },
      ],
      series,
    );
    expect(chart.label).toBe('Last 2 days: 6 views, 1 clicks. Busiest day: 4.');
    expect(chart.lines.map((l) => l.points)).toEqual(['0,4 600,80', '0,156 600,118']);
  });

  it('centres a single day and never divides by an empty maximum', () => {
    const chart = chartLines([{ date: '2026-01-01', views: 0, clicks: 0 }], series);
    expect(chart.lines[0]!.points).toBe('300,156');
    expect(chart.label).toBe('Last 1 days: 0 views, 0 clicks. Busiest day: 1.');
  });
});
