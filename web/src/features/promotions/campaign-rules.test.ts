import { describe, expect, it } from 'vitest';
import { addDays, timeline } from './campaign-rules';

describe('the campaign timeline', () => {
  it('spans every campaign and today, with today marked', () => {
    const t = timeline(
      [
        { id: 1, startDate: '2026-12-01', endDate: '2026-12-10' },
        { id: 2, startDate: '2026-12-11', endDate: '2026-12-20' },
      ],
      '2026-11-21',
    );
    expect(t.start).toBe('2026-11-21');
    expect(t.end).toBe('2026-12-20');
    expect(t.today).toBe(0);
    expect(t.bars).toEqual([
      { id: 1, left: 33.3, width: 33.3 },
      { id: 2, left: 66.7, width: 33.3 },
    ]);
  });

  it('counts days on the calendar, across a month end', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
