import { dayLabel, weekLines, type HoursException, type OpeningHours } from '@tapin/core/contracts';

/** `Fri, Dec 25, 2026`: an exception's date, read as a calendar day (in UTC, so no time zone moves it). */
function dateLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** The hours read-only: the week in lines (days with the same hours together), then the given exceptions by date. */
export function OpeningHoursList({ hours, exceptions }: { hours: OpeningHours; exceptions: readonly HoursException[] }) {
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {weekLines(hours).map((line) => (
          <div key={line.days} className="contents">
            <dt className="font-medium text-slate-700">{line.days}</dt>
            <dd className="text-slate-800">{line.hours}</dd>
          </div>
        ))}
      </dl>
      {exceptions.length > 0 && (
        <div>
          <p className="mb-1 font-medium text-slate-700">Holidays and exceptions</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {[...exceptions]
              .sort((a, b) => a.date.localeCompare(b.date))
              .map((e) => (
                <div key={e.date} className="contents">
                  <dt className="text-slate-700">{dateLabel(e.date)}</dt>
                  <dd className="text-slate-800">{dayLabel(e.ranges)}</dd>
                </div>
              ))}
          </dl>
        </div>
      )}
    </div>
  );
}
