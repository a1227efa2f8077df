import { describe, expect, it } from 'vitest';
import { addDays, LocalCalendar } from './local-calendar.js';

const iso = (d: Date) => d.toISOString();

describe('LocalCalendar', () => {
  const newYork = new LocalCalendar('America/New_York');

  it('reads the local date, which differs from the UTC date in the evening', () => {
    expect(newYork.dateOf(new Date('2026-11-03T04:59:59Z'))).toBe('2026-11-02');
    expect(newYork.dateOf(new Date('2026-11-03T05:00:00Z'))).toBe('2026-11-03');
  });

  it('starts days at local midnight, in winter and in summer time', () => {
    expect(iso(newYork.startOf('2026-01-15'))).toBe('2026-01-15T05:00:00.000Z');
    expect(iso(newYork.startOf('2026-07-04'))).toBe('2026-07-04T04:00:00.000Z');
  });

  it('gives the spring-forward day 23 hours and the fall-back day 25', () => {
    const spring = newYork.day('2026-03-08');
    expect([iso(spring.start), iso(spring.end)]).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    const fall = newYork.day('2026-11-01');
    expect([iso(fall.start), iso(fall.end)]).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
  });

  it('starts a day after the gap where the zone skips midnight', () => {
    // Chile moves its clocks from 24:00 to 01:00 on the first Sunday of September.
    const santiago = new LocalCalendar('America/Santiago');
    expect(iso(santiago.startOf('2026-09-06'))).toBe('2026-09-06T04:00:00.000Z');
    expect(santiago.dateOf(new Date('2026-09-06T03:59:59Z'))).toBe('2026-09-05');
  });

  it('handles zones with half-hour offsets', () => {
    expect(iso(new LocalCalendar('Asia/Kolkata').startOf('2026-03-01'))).toBe('2026-02-28T18:30:00.000Z');
  });

  it('lists the last days oldest first, each ending where the next starts', () => {
    const days = newYork.lastDays(new Date('2026-03-09T12:00:00Z'), 3);
    expect(days.map((d) => d.date)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(iso(days[0]!.end)).toBe(iso(days[1]!.start));
    expect(newYork.monthStart(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
