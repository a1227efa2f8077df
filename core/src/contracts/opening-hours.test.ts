import { describe, expect, it } from 'vitest';
import { LocalCalendar } from '../time/local-calendar.js';
import { dayLabel, openingHoursInput, openingStatus, weekLines, type OpeningHours, type TimeRange } from './opening-hours.js';

const closed: TimeRange[] = [];
const nine6 = [{ opens: '09:00', closes: '18:00' }];
const week = (over: Partial<OpeningHours['week']> = {}): OpeningHours['week'] => ({ mon: nine6, tue: nine6, wed: nine6, thu: nine6, fri: nine6, sat: closed, sun: closed, ...over });
const messages = (input: unknown) => {
  const parsed = openingHoursInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('opening hours: the rules an owner\'s save meets', () => {
  it('takes a week with split days, late nights, closed days and exceptions, in date order', () => {
    const parsed = openingHoursInput.parse({
      week: week({ tue: [{ opens: '07:00', closes: '11:00' }, { opens: '17:00', closes: '22:00' }], wed: [{ opens: '00:00', closes: '00:00' }], sat: [{ opens: '18:00', closes: '02:00' }] }),
      exceptions: [{ date: '2026-12-31', ranges: [{ opens: '10:00', closes: '15:00' }] }, { date: '2026-12-25', ranges: [] }],
    });
    expect(parsed?.exceptions.map((e) => e.date)).toEqual(['2026-12-25', '2026-12-31']);
    // Midnight as a closing time is stored as 24:00: a day open around the clock, not an empty one.
    expect(parsed?.week.wed).toEqual([{ opens: '00:00', closes: '24:00' }]);
    expect(openingHoursInput.parse(null)).toBeNull();
  });

  it('refuses each bad input with a message naming the day and the problem', () => {
    expect(messages({ week: week({ mon: [{ opens: '9am', closes: '17:00' }] }) })).toEqual(['Opens must be a time like 09:00 (24-hour clock)']);
    expect(messages({ week: week({ mon: [{ opens: '09:00', closes: '09:00' }] }) })).toEqual(['Monday: 09:00–09:00 opens and closes at the same time']);
    expect(messages({ week: week({ wed: [{ opens: '09:00', closes: '13:00' }, { opens: '12:00', closes: '17:00' }] }) })).toEqual([
      'Wednesday: 12:00–17:00 must start after the range before it ends (list them in order, without overlaps)',
    ]);
    expect(messages({ week: week({ fri: [{ opens: '20:00', closes: '10:00' }], sat: [{ opens: '09:00', closes: '12:00' }] }) })).toEqual(["Friday: 20:00–10:00 runs into Saturday's hours"]);
    expect(messages({ week: week({ thu: Array.from({ length: 4 }, (_, i) => ({ opens: `0${i + 1}:00`, closes: `0${i + 1}:30` })) }) })).toEqual(['Thursday: at most 3 ranges a day']);
    expect(messages({ week: { mon: [] } })[0]).toMatch(/Tuesday: hours must be a list of ranges|week must list every day/);
    expect(messages({ week: week(), exceptions: [{ date: '2026-02-30', ranges: [] }] })).toEqual(['Each exception needs a real date of this century, like 2026-12-25']);
    expect(messages({ week: week(), exceptions: [{ date: '2026-12-25', ranges: [] }, { date: '2026-12-25', ranges: nine6 }] })).toEqual(['Exceptions: 2026-12-25 is listed twice']);
    expect(messages({ week: week(), extra: 1 })).not.toEqual([]);
    expect(messages('Mo-Fr 9-5')).toEqual(['Opening hours must be { week, exceptions } or null']);
    expect(messages({ week: week(), exceptions: [{ date: '0000-01-01', ranges: [] }] })).toEqual(['Each exception needs a real date of this century, like 2026-12-25']);
  });

  it('refuses a late night that runs into an exception, or an exception that runs into the next day', () => {
    const late = { fri: [{ opens: '18:00', closes: '04:00' }] };
    expect(messages({ week: week(late), exceptions: [{ date: '2026-11-28', ranges: [{ opens: '00:30', closes: '01:00' }] }] })).toEqual(["2026-11-27: 18:00–04:00 runs into 2026-11-28's hours"]);
    expect(messages({ week: week(), exceptions: [{ date: '2026-12-24', ranges: [{ opens: '20:00', closes: '06:00' }] }, { date: '2026-12-25', ranges: [{ opens: '01:00', closes: '02:00' }] }] })).toEqual([
      "2026-12-24: 20:00–06:00 runs into 2026-12-25's hours",
    ]);
    // Into a weekday's own hours (Christmas Eve is a Thursday; Friday opens at 9).
    expect(messages({ week: week(), exceptions: [{ date: '2026-12-24', ranges: [{ opens: '20:00', closes: '10:00' }] }] })).toEqual(["2026-12-24: 20:00–10:00 runs into 2026-12-25's hours"]);
    expect(messages({ week: week(late), exceptions: [{ date: '2026-11-28', ranges: [] }] })).toEqual([]);
  });
});

describe('opening hours: what a page says', () => {
  const hours: OpeningHours = {
    week: week({ sat: [{ opens: '18:00', closes: '02:00' }], sun: closed }),
    exceptions: [{ date: '2026-11-26', ranges: [] }],
  };
  const at = (date: string, time: string) => openingStatus(hours, date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));

  it('says open and when it closes, or closed and when it opens', () => {
    expect(at('2026-11-25', '17:00')).toEqual({ open: true, label: 'Open now', next: 'Closes at 6 PM' });
    expect(at('2026-11-25', '08:59')).toEqual({ open: false, label: 'Closed now', next: 'Opens at 9 AM' });
    // Thanksgiving is an exception: closed, and the next opening is Friday's.
    expect(at('2026-11-25', '19:00')).toEqual({ open: false, label: 'Closed now', next: 'Opens Friday at 9 AM' });
    expect(at('2026-11-26', '10:00')).toEqual({ open: false, label: 'Closed now', next: 'Opens tomorrow at 9 AM' });
  });

  it('keeps the later closing time when ranges overlap across midnight', () => {
    const overlapping: OpeningHours = { week: week({ fri: [{ opens: '18:00', closes: '04:00' }] }), exceptions: [{ date: '2026-11-28', ranges: [{ opens: '00:30', closes: '01:00' }] }] };
    expect(openingStatus(overlapping, '2026-11-28', 50)).toEqual({ open: true, label: 'Open now', next: 'Closes at 4 AM' });
    // Saturday's only opening is at midnight, a week from this Saturday.
    const saturdayNight: OpeningHours = { week: week({ mon: closed, tue: closed, wed: closed, thu: closed, fri: closed, sat: [{ opens: '00:00', closes: '01:00' }] }), exceptions: [] };
    expect(openingStatus(saturdayNight, '2026-11-28', 120)).toEqual({ open: false, label: 'Closed now', next: 'Opens next Saturday at midnight' });
  });

  it('keeps a late night open past midnight, into the next day', () => {
    expect(at('2026-11-28', '23:30')).toEqual({ open: true, label: 'Open now', next: 'Closes at 2 AM' });
    expect(at('2026-11-29', '01:00')).toEqual({ open: true, label: 'Open now', next: 'Closes at 2 AM' });
    expect(at('2026-11-29', '02:00')).toEqual({ open: false, label: 'Closed now', next: 'Opens tomorrow at 9 AM' });
  });

  it('reads the wall clock across a daylight-saving change (New York, 14 March 2027)', () => {
    const calendar = new LocalCalendar('America/New_York');
    const lateNight: OpeningHours = { week: week({ sat: [{ opens: '20:00', closes: '02:00' }] }), exceptions: [] };
    const status = (instant: string) => {
      const { date, minute } = calendar.clockOf(new Date(instant));
      return openingStatus(lateNight, date, minute);
    };
    expect(status('2027-03-14T06:30:00Z')).toMatchObject({ open: true, next: 'Closes at 2 AM' }); // 01:30 EST
    expect(status('2027-03-14T07:10:00Z')).toMatchObject({ open: false, next: 'Opens tomorrow at 9 AM' }); // 03:10 EDT
    expect(status('2027-03-15T13:00:00Z')).toMatchObject({ open: true, next: 'Closes at 6 PM' }); // 09:00 EDT
  });

  it('says a whole week around the clock as open 24 hours, and a day in words', () => {
    const always: OpeningHours = { week: Object.fromEntries(Object.keys(week()).map((d) => [d, [{ opens: '00:00', closes: '24:00' }]])) as OpeningHours['week'], exceptions: [] };
    expect(openingStatus(always, '2026-11-25', 600)).toEqual({ open: true, label: 'Open now', next: 'Open 24 hours' });
    expect(openingStatus({ week: week({ mon: closed, tue: closed, wed: closed, thu: closed, fri: closed }), exceptions: [] }, '2026-11-25', 600)).toEqual({ open: false, label: 'Closed now', next: null });
    expect(dayLabel([{ opens: '09:00', closes: '12:00' }, { opens: '13:30', closes: '24:00' }])).toBe('9 AM – noon, 1:30 PM – midnight');
    expect(weekLines(hours)).toEqual([
      { days: 'Monday – Friday', hours: '9 AM – 6 PM' },
      { days: 'Saturday', hours: '6 PM – 2 AM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });
});
