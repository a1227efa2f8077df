/**
 * A business's opening hours (docs/decisions.md#opening-hours): the usual week, up to three ranges a day
 * (split hours), closed days, and dated exceptions such as holidays. Times are the city's wall clock,
 * `HH:MM` on 24 hours; a range that closes at or before it opens runs past midnight, and `24:00` closes at
 * midnight. What "Open now" says is worked out here, from a local date and minute, so the server and the
 * browser say the same. No zod here: screens that only show hours load none of the API's schemas (the
 * rules an owner's save meets are in opening-hours.ts).
 */

export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

export const weekDayNames: Record<WeekDay, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Most ranges in one day (split hours: morning, afternoon, evening). */
export const RANGES_PER_DAY_MAX = 3;
/** Most dated exceptions a business keeps. */
export const HOURS_EXCEPTIONS_MAX = 60;

export interface TimeRange {
  /** `HH:MM`, 00:00 to 23:59. */
  opens: string;
  /** `HH:MM`, or `24:00` for midnight; at or before `opens` it is the next day's. */
  closes: string;
}

export interface HoursException {
  /** A date in the city's calendar, `YYYY-MM-DD`. */
  date: string;
  /** That day's hours instead of the week's; none is closed all day. */
  ranges: TimeRange[];
}

export interface OpeningHours {
  /** Each weekday's ranges, in order; none is closed that day. */
  week: Record<WeekDay, TimeRange[]>;
  /** Days that differ from the week (holidays, events), by date. */
  exceptions: HoursException[];
}

export const MINUTES_PER_DAY = 24 * 60;
/** A time on the 24-hour clock, 00:00 to 23:59. */
export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an `HH:MM` (24:00 is 1440). */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** A range as minutes after its day's midnight; one past midnight ends after 1440. */
export function rangeMinutes(range: TimeRange): [number, number] {
  const opens = minutesOf(range.opens);
  const closes = minutesOf(range.closes);
  return [opens, closes > opens ? closes : closes + MINUTES_PER_DAY];
}

/** `9 AM`, `6:30 PM`, `noon`, `midnight`: how the page and the app say a time. */
export function timeLabel(time: string): string {
  const minutes = minutesOf(time) % MINUTES_PER_DAY;
  if (minutes === 0) return 'midnight';
  if (minutes === 12 * 60) return 'noon';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

/** `9 AM – 5 PM`; a whole day is `Open 24 hours`. */
export function rangeLabel(range: TimeRange): string {
  const [opens, closes] = rangeMinutes(range);
  if (closes - opens === MINUTES_PER_DAY && opens === 0) return 'Open 24 hours';
  return `${timeLabel(range.opens)} – ${timeLabel(range.closes)}`;
}

/** A day's hours in a line: `9 AM – 12 PM, 1 PM – 5 PM`, or `Closed`. */
export function dayLabel(ranges: readonly TimeRange[]): string {
  return ranges.length ? ranges.map(rangeLabel).join(', ') : 'Closed';
}

/** Whether any day has hours: hours that are all closed say nothing a page should show. */
export function hasHours(hours: OpeningHours | null | undefined): hours is OpeningHours {
  // Exceptions alone (a holiday, every weekday closed) say nothing of when the business opens.
  return !!hours && weekDays.some((d) => hours.week[d].length > 0);
}

/** The weekday of a `YYYY-MM-DD` (the civil calendar's, no clock involved). */
export function weekDayOf(date: string): WeekDay {
  return weekDays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

export function dateAfter(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date's ranges: its exception's, or its weekday's. */
export function rangesOn(hours: OpeningHours, date: string): TimeRange[] {
  return hours.exceptions.find((e) => e.date === date)?.ranges ?? hours.week[weekDayOf(date)];
}

/** What "Open now" says: open or closed, and the next change in words. */
export interface OpeningStatus {
  open: boolean;
  /** `Open now` or `Closed now`. */
  label: string;
  /** `Closes at 6 PM`, `Opens at 9 AM`, `Opens tomorrow at 9 AM`, `Opens Monday at 9 AM`; null when nothing in the next week. */
  next: string | null;
}

/**
 * Open or closed at `minute` (minutes after midnight) of the local `date`, and when that changes: ranges
 * are laid on a line of minutes from yesterday to a week ahead, so a range past midnight and ranges that
 * meet (Friday until midnight, Saturday from midnight) count as one opening.
 */
export function openingStatus(hours: OpeningHours, date: string, minute: number): OpeningStatus {
  const spans: { start: number; end: number; day: number; opens: string; closes: string }[] = [];
  for (let day = -1; day <= 7; day++) {
    for (const r of rangesOn(hours, dateAfter(date, day))) {
      const [start, end] = rangeMinutes(r);
      const last = spans.at(-1);
      if (last && last.end >= start + day * MINUTES_PER_DAY) {
        // The opening lasts until whichever range ends later, and closes at that one's time.
        if (end + day * MINUTES_PER_DAY > last.end) {
          last.end = end + day * MINUTES_PER_DAY;
          last.closes = r.closes;
        }
      } else spans.push({ start: start + day * MINUTES_PER_DAY, end: end + day * MINUTES_PER_DAY, day, opens: r.opens, closes: r.closes });
    }
  }
  const current = spans.find((s) => s.start <= minute && minute < s.end);
  if (current) {
    const closesIn = current.end - minute;
    if (closesIn > 7 * MINUTES_PER_DAY) return { open: true, label: 'Open now', next: 'Open 24 hours' };
    const closesDay = Math.floor((current.end - 1) / MINUTES_PER_DAY);
    const at = timeLabel(current.closes);
    return { open: true, label: 'Open now', next: closesIn < MINUTES_PER_DAY ? `Closes at ${at}` : `Closes ${dayWord(date, closesDay)} at ${at}` };
  }
  const upcoming = spans.find((s) => s.start > minute);
  if (!upcoming) return { open: false, label: 'Closed now', next: null };
  const day = Math.floor(upcoming.start / MINUTES_PER_DAY);
  return { open: false, label: 'Closed now', next: `Opens ${day > 0 ? `${dayWord(date, day)} ` : ''}at ${timeLabel(upcoming.opens)}` };
}

/** `tomorrow`, or the weekday's name within the week. */
function dayWord(date: string, days: number): string {
  if (days === 1) return 'tomorrow';
  // A week ahead is the same weekday as today: "next Saturday", not "Saturday".
  return `${days >= 7 ? 'next ' : ''}${weekDayNames[weekDayOf(dateAfter(date, days))]}`;
}

/** The week as lines for a page: days with the same hours in a row are one line (`Monday – Friday`). */
export function weekLines(hours: OpeningHours): { days: string; hours: string }[] {
  const lines: { from: WeekDay; to: WeekDay; hours: string }[] = [];
  for (const day of weekDays) {
    const text = dayLabel(hours.week[day]);
    const last = lines.at(-1);
    if (last && last.hours === text) last.to = day;
    else lines.push({ from: day, to: day, hours: text });
  }
  return lines.map((l) => ({ days: l.from === l.to ? weekDayNames[l.from] : `${weekDayNames[l.from]} – ${weekDayNames[l.to]}`, hours: l.hours }));
}
