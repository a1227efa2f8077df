import type { OpeningHours } from '@tapin/core/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, hoursOf, newException, problemsOf } from './opening-hours-draft';

const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('the hours as the editor holds them', () => {
  it('shows a midnight close as 00:00 (what a time input can hold) and sends it back as 24:00', () => {
    const hours: OpeningHours = { week: { ...closed, fri: [{ opens: '18:00', closes: '24:00' }], sat: [{ opens: '00:00', closes: '24:00' }] }, exceptions: [] };
    const draft = draftOf(hours);
    expect(draft.week.fri).toEqual({ open: true, ranges: [{ opens: '18:00', closes: '00:00' }] });
    expect(hoursOf(draft)).toEqual(hours);
    expect(problemsOf(draft)).toEqual([]);
  });

  it('keeps a closed day’s ranges for when it opens again, and sends it as closed', () => {
    const draft = draftOf({ week: { ...closed, mon: [{ opens: '09:00', closes: '17:00' }] }, exceptions: [] });
    draft.week.mon.open = false;
    expect(hoursOf(draft).week.mon).toEqual([]);
    expect(draft.week.mon.ranges).toEqual([{ opens: '09:00', closes: '17:00' }]);
  });

  it('names where each problem is: an empty date, then the schema’s own words', () => {
    const draft = draftOf(null);
    draft.exceptions.push(newException(draft));
    expect(problemsOf(draft)).toEqual([{ at: 0, message: 'Exception 1: choose its date' }]);
    draft.exceptions[0]!.date = '2026-12-25';
    draft.exceptions.push({ ...newException(draft), date: '2026-12-25' });
    draft.week.tue = { open: true, ranges: [{ opens: '09:00', closes: '09:00' }] };
    expect(problemsOf(draft)).toEqual([
      { at: 'tue', message: 'Tuesday: 09:00–09:00 opens and closes at the same time' },
      { at: null, message: 'Exceptions: 2026-12-25 is listed twice' },
    ]);
  });
});
