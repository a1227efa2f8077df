/**
 * The rules an owner's opening hours meet on the server (docs/decisions.md#opening-hours), with the
 * messages the API answers; the week's shape and what "Open now" says are in opening-hours-week.ts.
 */
import { z } from 'zod';
import { CLOCK_TIME, dateAfter, HOURS_EXCEPTIONS_MAX, MINUTES_PER_DAY, minutesOf, RANGES_PER_DAY_MAX, rangeMinutes, weekDayNames, weekDayOf, weekDays, type OpeningHours, type TimeRange, type WeekDay } from './opening-hours-week.js';

export * from './opening-hours-week.js';

const time = (label: string, allowMidnight: boolean) =>
  z
    .string({ error: `${label} must be a time like 09:00` })
    .trim()
    .refine((v) => CLOCK_TIME.test(v) || (allowMidnight && v === '24:00'), { error: `${label} must be a time like 09:00 (24-hour clock)` });

/** A range whose times parsed (the week's checks run over ranges that failed their own). */
const wellFormed = (r: TimeRange) => CLOCK_TIME.test(r.opens) && (CLOCK_TIME.test(r.closes) || r.closes === '24:00');

const range = z.object({ opens: time('Opens', false), closes: time('Closes', true) }, { error: 'Each range must have opens and closes' }).strict();

/** A day's ranges, checked together: in order, none empty, none overlapping, only the last past midnight. */
const ranges = (where: string) =>
  z
    .array(range, { error: `${where}: hours must be a list of ranges` })
    .max(RANGES_PER_DAY_MAX, { error: `${where}: at most ${RANGES_PER_DAY_MAX} ranges a day` })
    .superRefine((list, ctx) => {
      const spans = list.map(rangeMinutes);
      list.forEach((r, i) => {
        if (minutesOf(r.opens) === minutesOf(r.closes) % MINUTES_PER_DAY && r.opens !== '00:00') {
          ctx.addIssue({ code: 'custom', message: `${where}: ${r.opens}–${r.closes} opens and closes at the same time` });
        }
        const previous = spans[i - 1];
        if (previous && spans[i]![0] < previous[1]) {
          ctx.addIssue({ code: 'custom', message: `${where}: ${r.opens}–${r.closes} must start after the range before it ends (list them in order, without overlaps)` });
        }
      });
    })
    .transform((list) => list.map((r) => ({ opens: r.opens, closes: r.closes === '00:00' ? '24:00' : r.closes })));

/** A date of this century that the calendar has (no 30 February). */
const realDate = (v: string) => /^20\d\d-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const isoDate = z
  .string({ error: 'Each exception needs a date like 2026-12-25' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Each exception needs a date like 2026-12-25' })
  .refine(realDate, { error: 'Each exception needs a real date of this century, like 2026-12-25' });

/** The hours an owner saves: the whole week and the exceptions, or `null` to say nothing about hours. */
export const openingHoursInput = z
  .object(
    {
      week: z
        .object(Object.fromEntries(weekDays.map((d) => [d, ranges(weekDayNames[d])])) as Record<WeekDay, ReturnType<typeof ranges>>, {
          error: 'week must list every day, monday to sunday',
        })
        .strict(),
      exceptions: z
        .array(z.object({ date: isoDate, ranges: ranges('Exception') }, { error: 'Each exception must have a date and ranges' }).strict(), {
          error: 'exceptions must be a list',
        })
        .max(HOURS_EXCEPTIONS_MAX, { error: `At most ${HOURS_EXCEPTIONS_MAX} exceptions` })
        .default([]),
    },
    { error: 'Opening hours must be { week, exceptions } or null' },
  )
  .strict()
  .superRefine((hours, ctx) => {
    const dates = hours.exceptions.map((e) => e.date);
    const twice = dates.find((d, i) => dates.indexOf(d) !== i);
    if (twice) ctx.addIssue({ code: 'custom', message: `Exceptions: ${twice} is listed twice` });
    // A range past midnight must end before the next day's first range starts: each weekday's into the
    // next, and each exception's into the day after (and the day before's into it), exceptions or not.
    const exception = new Map(hours.exceptions.map((e) => [e.date, e.ranges]));
    const runsInto = (last: TimeRange | undefined, next: TimeRange | undefined) =>
      !!last && !!next && wellFormed(last) && wellFormed(next) && rangeMinutes(last)[1] - MINUTES_PER_DAY > minutesOf(next.opens);
    weekDays.forEach((day, i) => {
      const last = hours.week[day].at(-1);
      if (runsInto(last, hours.week[weekDays[(i + 1) % 7]!][0])) {
        ctx.addIssue({ code: 'custom', message: `${weekDayNames[day]}: ${last!.opens}–${last!.closes} runs into ${weekDayNames[weekDays[(i + 1) % 7]!]}'s hours` });
      }
    });
    const on = (date: string) => exception.get(date) ?? hours.week[weekDayOf(date)];
    // Two exceptions in a row meet twice (as the day after one, as the day before the other): said once.
    const dated = new Set<string>();
    for (const { date } of hours.exceptions) {
      if (!realDate(date)) continue;
      for (const [day, next] of [[dateAfter(date, -1), date], [date, dateAfter(date, 1)]] as const) {
        const last = on(day).at(-1);
        if (runsInto(last, on(next)[0])) dated.add(`${day}: ${last!.opens}–${last!.closes} runs into ${next}'s hours`);
      }
    }
    for (const message of dated) ctx.addIssue({ code: 'custom', message });
  })
  .transform((hours): OpeningHours => ({ week: hours.week, exceptions: [...hours.exceptions].sort((a, b) => a.date.localeCompare(b.date)) }))
  .nullish()
  .transform((v) => v ?? null);

