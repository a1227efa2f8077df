import { openingHoursInput, weekDayNames, weekDays, type OpeningHours, type TimeRange, type WeekDay } from '@tapin/core/contracts';

/**
 * The hours as the editor holds them. A closed day keeps its ranges, so turning it back on restores
 * them; a time input cannot show 24:00, so midnight as a closing time is 00:00 here and 24:00 when sent.
 * Only the hours editor imports this module: the schema (and zod) load with its chunk, not the screen.
 */
export interface DayDraft {
  open: boolean;
  /** Never empty: a day turned on starts with its first range. */
  ranges: TimeRange[];
}

export interface ExceptionDraft extends DayDraft {
  /** Tells the rows apart while dates are typed, added and removed. */
  key: number;
  /** `YYYY-MM-DD`, or empty until chosen. */
  date: string;
}

export interface HoursDraft {
  week: Record<WeekDay, DayDraft>;
  exceptions: ExceptionDraft[];
}

/** Where a problem is: a weekday, an exception (its index), or the hours as a whole. */
interface HoursProblem {
  at: WeekDay | number | null;
  message: string;
}

const usualRange: TimeRange = { opens: '09:00', closes: '17:00' };

function dayDraft(ranges: readonly TimeRange[]): DayDraft {
  return ranges.length ? { open: true, ranges: ranges.map((r) => ({ opens: r.opens, closes: r.closes === '24:00' ? '00:00' : r.closes })) } : { open: false, ranges: [{ ...usualRange }] };
}

/** The editor's start: the saved hours, or every day closed with 9 to 5 ready for the days turned on. */
export function draftOf(hours: OpeningHours | null): HoursDraft {
  return {
    week: Object.fromEntries(weekDays.map((d) => [d, dayDraft(hours?.week[d] ?? [])])) as Record<WeekDay, DayDraft>,
    exceptions: (hours?.exceptions ?? []).map((e, key) => ({ key, date: e.date, ...dayDraft(e.ranges) })),
  };
}

/** A new exception row: closed all day, as most holidays are. */
export function newException(draft: HoursDraft): ExceptionDraft {
  return { key: Math.max(-1, ...draft.exceptions.map((e) => e.key)) + 1, date: '', open: false, ranges: [{ ...usualRange }] };
}

function rangesOf(day: DayDraft): TimeRange[] {
  return day.open ? day.ranges.map((r) => ({ opens: r.opens, closes: r.closes === '00:00' ? '24:00' : r.closes })) : [];
}

/** What Save sends: the whole week and every exception. */
export function hoursOf(draft: HoursDraft): OpeningHours {
  return {
    week: Object.fromEntries(weekDays.map((d) => [d, rangesOf(draft.week[d])])) as Record<WeekDay, TimeRange[]>,
    exceptions: draft.exceptions.map((e) => ({ date: e.date, ranges: rangesOf(e) })),
  };
}

/** `Exception 2`: how the editor names an exception row, in its labels and its messages. */
export const exceptionName = (index: number) => `Exception ${index + 1}`;

const blankTimes = (name: string, day: DayDraft) => (day.open && day.ranges.some((r) => !r.opens || !r.closes) ? [`${name}: enter both times, opens and closes`] : []);

/**
 * What keeps the hours from saving, checked as the owner types: a time or a date left empty, then the
 * server's own schema (its words: overlaps, a range that opens and closes at once, a date listed twice).
 * The server still has the last word.
 */
export function problemsOf(draft: HoursDraft): HoursProblem[] {
  const blanks: HoursProblem[] = [
    ...weekDays.flatMap((d) => blankTimes(weekDayNames[d], draft.week[d]).map((message) => ({ at: d, message }))),
    ...draft.exceptions.flatMap((e, i) => [...(e.date ? [] : [`${exceptionName(i)}: choose its date`]), ...blankTimes(exceptionName(i), e)].map((message) => ({ at: i, message }))),
  ];
  if (blanks.length) return blanks;
  const result = openingHoursInput.safeParse(hoursOf(draft));
  if (result.success) return [];
  // A day's or an exception's issue is under week.{day} or exceptions.{index}; the rest are about the whole.
  const problems = result.error.issues.map(({ path: [group, where], message }): HoursProblem => ({ at: (group === 'week' || group === 'exceptions') && where !== undefined ? (where as WeekDay | number) : null, message }));
  return problems.filter((p, i) => problems.findIndex((q) => q.message === p.message) === i);
}
