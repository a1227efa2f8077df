/**
 * Days in the city's time zone as UTC instants, from Intl alone. Timestamps are stored as UTC (ISO
 * strings on SQLite, timestamptz on PostgreSQL), so a local day becomes `created_at >= start and < end`
 * and both databases answer alike, across midnight and daylight-saving changes
 * (docs/decisions.md#admin-analytics).
 */

/** A calendar date, as `YYYY-MM-DD`. */
export type LocalDate = string;

export interface LocalDay {
  date: LocalDate;
  start: Date;
  /** The next day's start (exclusive). */
  end: Date;
}

/** Adds whole days to a date in the civil calendar (no clock involved, so no daylight saving). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export class LocalCalendar {
  private readonly format: Intl.DateTimeFormat;

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  }

  /** The wall-clock time at `instant`, read as if it were UTC (so differences give the zone's offset). */
  private wallClock(instant: Date): number {
    const part = Object.fromEntries(this.format.formatToParts(instant).map((p) => [p.type, p.value]));
    return Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
  }

  /** The zone's offset from UTC at `instant`, in ms (whole seconds: the format has no milliseconds). */
  private offset(instant: number): number {
    const second = Math.floor(instant / 1000) * 1000;
    return this.wallClock(new Date(second)) - second;
  }

  /** The local date at `instant`. */
  dateOf(instant: Date): LocalDate {
    return new Date(this.wallClock(instant)).toISOString().slice(0, 10);
  }

  /** The local date and the minute of its day (0–1439) at `instant`: what a shop's clock on the wall says. */
  clockOf(instant: Date): { date: LocalDate; minute: number } {
    const wall = new Date(this.wallClock(instant));
    return { date: wall.toISOString().slice(0, 10), minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
  }

  /**
   * The first instant of a local date. Where the zone skips midnight (a daylight-saving change at
   * 00:00), the day starts when its clock does, after the gap.
   */
  startOf(date: LocalDate): Date {
    const midnight = Date.parse(`${date}T00:00:00Z`);
    const first = midnight - this.offset(midnight);
    const second = midnight - this.offset(first);
    const candidates = [first, second].filter((t) => this.dateOf(new Date(t)) >= date);
    return new Date(Math.min(...candidates));
  }

  day(date: LocalDate): LocalDay {
    return { date, start: this.startOf(date), end: this.startOf(addDays(date, 1)) };
  }

  /** The `count` local days ending with the one `now` falls in, oldest first. */
  lastDays(now: Date, count: number): LocalDay[] {
    const today = this.dateOf(now);
    return Array.from({ length: count }, (_, i) => this.day(addDays(today, i - count + 1)));
  }

  /** The first day of the local month `now` falls in. */
  monthStart(now: Date): LocalDate {
    return `${this.dateOf(now).slice(0, 7)}-01`;
  }
}
