/**
 * Opening hours as a site gives them (docs/decisions.md#opening-hours): schema.org's `openingHours` lines
 * ("Mo-Fr 09:00-17:00"), its `openingHoursSpecification`, or the page's words ("Monday – Friday: 9am –
 * 5pm", "Sat 10-2", "Sunday: Closed"). Each becomes the product's structure and is checked by the same
 * rules as an owner's save; what fails them is not offered. Days a source does not name are closed.
 */
import { openingHoursInput, weekDays, type HoursException, type OpeningHours, type TimeRange, type WeekDay } from '@tapin/core/contracts';

type Week = Record<WeekDay, TimeRange[]>;

const emptyWeek = (): Week => Object.fromEntries(weekDays.map((d) => [d, []])) as unknown as Week;

/** The hours if they pass the owner's rules and say anything; otherwise nothing. */
function checked(week: Week, exceptions: HoursException[] = []): OpeningHours | null {
  if (!weekDays.some((d) => week[d].length) && !exceptions.length) return null;
  const parsed = openingHoursInput.safeParse({ week, exceptions });
  return parsed.success ? parsed.data : null;
}

/** The days from one to another, wrapping past Sunday ("Fr-Mo"). */
function daysFrom(from: WeekDay, to: WeekDay): WeekDay[] {
  const start = weekDays.indexOf(from);
  const count = (weekDays.indexOf(to) - start + 7) % 7;
  return Array.from({ length: count + 1 }, (_, i) => weekDays[(start + i) % 7]!);
}

function add(week: Week, days: WeekDay[], ranges: TimeRange[]): void {
  for (const day of days) for (const r of ranges) if (!week[day].some((x) => x.opens === r.opens && x.closes === r.closes)) week[day].push(r);
  for (const day of days) week[day].sort((a, b) => a.opens.localeCompare(b.opens));
}

const twoLetter: Record<string, WeekDay> = { mo: 'mon', tu: 'tue', we: 'wed', th: 'thu', fr: 'fri', sa: 'sat', su: 'sun' };
const hhmm = (v: string) => (/^\d:\d\d/.test(v) ? `0${v}` : v).slice(0, 5);

/** schema.org `openingHours`: "Mo-Fr 09:00-17:00", "Mo,We,Fr 09:00-12:00 13:00-17:00", "Mo-Su" (all day). */
export function hoursFromSchemaLines(lines: readonly string[]): OpeningHours | null {
  const week = emptyWeek();
  for (const line of lines) {
    const [daysPart, ...times] = line.trim().split(/\s+/);
    if (!daysPart) continue;
    const days = daysPart.split(',').flatMap((part) => {
      const [a, b] = part.split('-').map((d) => twoLetter[d.slice(0, 2).toLowerCase()]);
      return a ? (b ? daysFrom(a, b) : [a]) : [];
    });
    const ranges = times.length
      ? times.flatMap((t) => {
          const m = /^(\d{1,2}:\d{2})-(\d{1,2}:\d{2})$/.exec(t);
          return m ? [{ opens: hhmm(m[1]!), closes: hhmm(m[2]!) }] : [];
        })
      : [{ opens: '00:00', closes: '24:00' }];
    add(week, days, ranges);
  }
  return checked(week);
}

const dayOfUri = (value: unknown): WeekDay | null => twoLetter[String(value).split('/').pop()!.slice(0, 2).toLowerCase()] ?? null;

/** schema.org `openingHoursSpecification`: the week, and dated ones (validFrom = validThrough) as exceptions. */
export function hoursFromSpecifications(specs: readonly Record<string, unknown>[]): OpeningHours | null {
  const week = emptyWeek();
  const exceptions = new Map<string, TimeRange[]>();
  for (const spec of specs) {
    const opens = typeof spec.opens === 'string' ? hhmm(spec.opens) : null;
    const closes = typeof spec.closes === 'string' ? hhmm(spec.closes) : null;
    // Google's way of saying closed all day is 00:00 to 00:00; an open whole day is 00:00 to 23:59.
    const closed = !opens || !closes || (opens === '00:00' && closes === '00:00');
    const ranges = closed ? [] : [{ opens, closes: closes === '23:59' ? '24:00' : closes }];
    const from = typeof spec.validFrom === 'string' ? spec.validFrom.slice(0, 10) : null;
    if (from && (spec.validThrough == null || String(spec.validThrough).slice(0, 10) === from)) {
      exceptions.set(from, [...(exceptions.get(from) ?? []), ...ranges]);
      continue;
    }
    if (from) continue; // a season of different hours: more than the week and single days can say
    const days = (Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek]).map(dayOfUri).filter((d): d is WeekDay => !!d);
    add(week, days, ranges);
  }
  return checked(week, [...exceptions].map(([date, ranges]) => ({ date, ranges })));
}

// The page's words, once every run of white space is one space (so no pattern below can take a space
// two ways: each optional space belongs to exactly one place, and the matching stays linear).
const day = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)(?![a-z])\.?`;
const dash = String.raw` ?(?:-|–|—|\bto\b|\bthrough\b|\bthru\b|\buntil\b|\btill\b) ?`;
const dayGroup = String.raw`(?:${day}(?:${dash}${day})?|daily|every ?day|weekdays|weekends)`;
const listSeparator = String.raw` ?(?:,|&|\band\b|\/) ?`;
const dayList = String.raw`${dayGroup}(?:${listSeparator}${dayGroup})*`;
const time = String.raw`(?:noon|midnight|\d{1,2}(?:[:.]\d{2})?(?: ?(?:[ap]\.m\.|[ap]m\b|[ap]\b))?)`;
const range = String.raw`${time}${dash}${time}`;
const rangeSeparator = String.raw` ?(?:,|&|\band\b|\/|;) ?`;
const ranges = String.raw`${range}(?:${rangeSeparator}${range})*`;
const entry = new RegExp(String.raw`\b(${dayList})(?: ?:)? ?(${ranges}|closed|open 24 hours|24 hours)`, 'gi');
const splitList = new RegExp(listSeparator, 'i');
const splitRanges = new RegExp(rangeSeparator, 'i');
const splitDash = new RegExp(dash, 'i');

function daysOf(list: string): WeekDay[] {
  const out: WeekDay[] = [];
  for (const group of list.toLowerCase().split(splitList)) {
    if (/daily|every ?day/.test(group)) out.push(...weekDays);
    else if (group === 'weekdays') out.push(...daysFrom('mon', 'fri'));
    else if (group === 'weekends') out.push('sat', 'sun');
    else {
      const [a, b] = group.split(splitDash).map((d) => twoLetter[d.trim().slice(0, 2)]);
      if (a) out.push(...(b ? daysFrom(a, b) : [a]));
    }
  }
  return [...new Set(out)];
}

interface Clock {
  h: number;
  m: number;
  meridiem: 'am' | 'pm' | null;
}

function clockOf(text: string): Clock | null {
  const t = text.trim().toLowerCase();
  if (t === 'noon') return { h: 12, m: 0, meridiem: 'pm' };
  if (t === 'midnight') return { h: 12, m: 0, meridiem: 'am' };
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?/.exec(t);
  if (!m) return null;
  return { h: Number(m[1]), m: Number(m[2] ?? 0), meridiem: m[3] ? (m[3] === 'a' ? 'am' : 'pm') : null };
}

const to24 = (c: Clock, meridiem: 'am' | 'pm') => (c.h % 12) + (meridiem === 'pm' ? 12 : 0);
const pad = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** "9am – 5pm", "9-5", "11:30–2pm", "17:00–22:00" as a range on the 24-hour clock. */
function rangeOf(text: string): TimeRange | null {
  const [a, b] = text.split(splitDash).map(clockOf);
  if (!a || !b || a.m > 59 || b.m > 59) return null;
  let opens: number;
  let closes: number;
  if (a.meridiem || b.meridiem) {
    const bm = b.meridiem ?? (a.meridiem === 'am' && b.h < a.h ? 'pm' : a.meridiem!);
    closes = to24(b, bm);
    // "11-2pm" opens in the morning; "5-10pm" in the evening: the opening takes the meridiem that keeps it first.
    opens = a.meridiem ? to24(a, a.meridiem) : to24(a, bm) < closes ? to24(a, bm) : to24(a, bm === 'pm' ? 'am' : 'pm');
    if (b.meridiem === 'am' && b.h === 12 && b.m === 0) closes = 24;
  } else if (a.h > 12 || b.h > 12 || a.h === 0) {
    [opens, closes] = [a.h, b.h]; // a 24-hour clock
  } else {
    // No meridiem: a shop's day ("9-5" is 9 AM to 5 PM, "5-10" an evening).
    opens = a.h;
    closes = b.h;
    if (closes <= opens) closes += 12;
    else if (opens <= 6) [opens, closes] = [opens + 12, closes + 12];
  }
  if (opens > 23 || closes > 24) return null;
  return { opens: pad(opens, a.m), closes: closes === 24 && b.m === 0 ? '24:00' : pad(closes % 24, b.m) };
}

/** Hours written on a page, in lines or a table: every day group followed by its times or "Closed". */
export function hoursFromText(text: string): OpeningHours | null {
  const week = emptyWeek();
  const named = new Set<WeekDay>();
  for (const match of text.replace(/\s+/g, ' ').matchAll(entry)) {
    const days = daysOf(match[1]!);
    const said = match[2]!.toLowerCase();
    if (!days.length || days.some((d) => named.has(d))) continue; // a second mention (a footer repeating the hours)
    days.forEach((d) => named.add(d));
    if (said === 'closed') continue;
    if (said.includes('24 hours')) {
      add(week, days, [{ opens: '00:00', closes: '24:00' }]);
      continue;
    }
    const found = said.split(splitRanges).map(rangeOf);
    if (found.some((r) => !r)) return null;
    add(week, days, found as TimeRange[]);
  }
  // One day named on its own is more likely a sentence ("Open Sunday 10-2 for brunch") than the hours.
  return named.size >= 2 ? checked(week) : null;
}
