import { dayLabel, HOURS_EXCEPTIONS_MAX, RANGES_PER_DAY_MAX, weekDayNames, weekDays, type BusinessView, type OpeningHours, type TimeRange, type WeekDay } from '@tapin/core/contracts';
import { CalendarPlus, Copy, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../app/api';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { Input } from '../../ui/form';
import { toast } from '../../ui/toast';
import { useUpdateBusiness } from './business-api';
import { draftOf, exceptionName, hoursOf, newException, problemsOf, type DayDraft, type ExceptionDraft, type HoursDraft } from './opening-hours-draft';

/** A time input narrow enough for two and a remove button side by side on a phone. */
function TimeInput({ label, value, invalid, onChange }: { label: string; value: string; invalid: boolean; onChange(value: string): void }) {
  return <Input type="time" aria-label={label} aria-invalid={invalid} value={value} onChange={(e) => onChange(e.target.value)} className="w-[7.5rem] px-2" />;
}

/**
 * One day's hours (a weekday's, or an exception's under its date): open or closed, and its ranges, split
 * up to RANGES_PER_DAY_MAX; what the ranges say in words shows beneath them once both times are in.
 */
function DayHours({ name, title, end, day, invalid, onChange }: { name: string; title: ReactNode; end?: ReactNode; day: DayDraft; invalid: boolean; onChange(day: DayDraft): void }) {
  const setRange = (i: number, part: keyof TimeRange, value: string) => onChange({ ...day, ranges: day.ranges.map((r, j) => (j === i ? { ...r, [part]: value } : r)) });
  const complete = day.ranges.every((r) => r.opens && r.closes);
  const label = (i: number, part: keyof TimeRange) => (i === 0 ? `${name} ${part}` : `${name} range ${i + 1} ${part}`);
  return (
    <div className={cn('flex flex-wrap items-start gap-x-4 gap-y-2 rounded-lg border p-3', invalid ? 'border-red-300 bg-red-50/50' : 'border-slate-200')}>
      <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-2 sm:w-72 sm:pt-1.5">
        {title}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" aria-label={`${name} open`} className="h-4 w-4 accent-brand-700" checked={day.open} onChange={(e) => onChange({ ...day, open: e.target.checked })} />
          Open
        </label>
        {end}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        {day.open ? (
          <>
            {day.ranges.map((r, i) => (
              // Ranges have nothing but their place to tell them apart.
              <div key={i} className="flex items-center gap-2">
                <TimeInput label={label(i, 'opens')} value={r.opens} invalid={invalid && (!r.opens || complete)} onChange={(v) => setRange(i, 'opens', v)} />
                <span aria-hidden="true">–</span>
                <TimeInput label={label(i, 'closes')} value={r.closes} invalid={invalid && (!r.closes || complete)} onChange={(v) => setRange(i, 'closes', v)} />
                {day.ranges.length > 1 && (
                  <Button variant="ghost" size="icon" aria-label={`Remove ${name} range ${i + 1}`} onClick={() => onChange({ ...day, ranges: day.ranges.filter((_, j) => j !== i) })}>
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </div>
            ))}
            <div className="flex flex-wrap items-center gap-x-3">
              {complete && <p className="text-xs text-slate-600">{dayLabel(day.ranges)}</p>}
              {day.ranges.length < RANGES_PER_DAY_MAX && (
                <Button variant="ghost" size="sm" aria-label={`Add hours to ${name}`} onClick={() => onChange({ ...day, ranges: [...day.ranges, { opens: '', closes: '' }] })}>
                  <Plus className="h-4 w-4" aria-hidden="true" /> Add hours
                </Button>
              )}
            </div>
          </>
        ) : (
          <p className="py-1.5 text-sm text-slate-600">Closed</p>
        )}
      </div>
    </div>
  );
}

/**
 * The hours editor: each weekday open or closed with up to three ranges, and dated exceptions. Save
 * sends the whole structure (the server checks it and says what is wrong: that message shows here, and
 * what the owner typed stays); Clear sends null, once confirmed. Hours are not reviewed, so they show
 * at once.
 */
export function OpeningHoursEditor({ business, onDone }: { business: BusinessView; onDone(): void }) {
  const update = useUpdateBusiness(business.id);
  const [draft, setDraft] = useState<HoursDraft>(() => draftOf(business.openingHours));
  // The checks show from the first Save on, and then follow what the owner types.
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const id = useId();
  const problems = tried ? problemsOf(draft) : [];
  const invalidAt = (at: WeekDay | number) => problems.some((p) => p.at === at);

  const setDay = (d: WeekDay) => (day: DayDraft) => setDraft((h) => ({ ...h, week: { ...h.week, [d]: day } }));
  const setException = (key: number, change: Partial<ExceptionDraft>) => setDraft((h) => ({ ...h, exceptions: h.exceptions.map((e) => (e.key === key ? { ...e, ...change } : e)) }));
  const copyMonday = () =>
    setDraft((h) => ({ ...h, week: { ...h.week, ...Object.fromEntries(weekDays.slice(1, 5).map((d) => [d, { open: h.week.mon.open, ranges: h.week.mon.ranges.map((r) => ({ ...r })) }])) } }));

  const send = async (openingHours: OpeningHours | null) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ openingHours });
      toast({ title: openingHours ? 'Opening hours saved' : 'Opening hours cleared', description: openingHours ? 'They show at once; hours do not go to review.' : 'Your profile no longer shows opening hours.' });
      onDone();
    } catch (err) {
      setRefusal(errorMessage(err, 'The opening hours could not be saved. Please try again.'));
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problemsOf(draft).length === 0) void send(hoursOf(draft));
  };

  const full = draft.exceptions.length >= HOURS_EXCEPTIONS_MAX;
  return (
    <>
      <form onSubmit={save} noValidate className="space-y-5">
        <p className="text-sm text-slate-600">Times are in the city’s time zone. A range that closes after midnight ends the next morning; 00:00 to 00:00 is open 24 hours.</p>
        <section className="space-y-2" aria-labelledby={`${id}-week`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${id}-week`} className="text-sm font-semibold text-slate-900">
              Every week
            </h3>
            <Button variant="outline" size="sm" onClick={copyMonday}>
              <Copy className="h-4 w-4" aria-hidden="true" /> Copy Monday to weekdays
            </Button>
          </div>
          <ul className="space-y-2">
            {weekDays.map((d) => (
              <li key={d}>
                <DayHours name={weekDayNames[d]} title={<span className="min-w-24 text-sm font-medium text-slate-900">{weekDayNames[d]}</span>} day={draft.week[d]} invalid={invalidAt(d)} onChange={setDay(d)} />
              </li>
            ))}
          </ul>
        </section>
        <section className="space-y-2" aria-labelledby={`${id}-exceptions`}>
          <h3 id={`${id}-exceptions`} className="text-sm font-semibold text-slate-900">
            Holidays and exceptions
          </h3>
          <p className="text-sm text-slate-600">Dates that differ from the week: closed all day, or their own hours.</p>
          {draft.exceptions.length > 0 && (
            <ul className="space-y-2">
              {draft.exceptions.map((e, i) => (
                <li key={e.key}>
                  <DayHours
                    name={exceptionName(i)}
                    title={<Input type="date" aria-label={`${exceptionName(i)} date`} aria-invalid={invalidAt(i) && !e.date} value={e.date} onChange={(ev) => setException(e.key, { date: ev.target.value })} className="w-36 px-2" />}
                    end={
                      <Button variant="ghost" size="icon" aria-label={`Remove ${exceptionName(i)}`} onClick={() => setDraft((h) => ({ ...h, exceptions: h.exceptions.filter((x) => x.key !== e.key) }))}>
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    }
                    day={e}
                    invalid={invalidAt(i)}
                    onChange={(day) => setException(e.key, day)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Button variant="outline" size="sm" disabled={full} onClick={() => setDraft((h) => ({ ...h, exceptions: [...h.exceptions, newException(h)] }))}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Add a date
          </Button>
          {full && <p className="text-sm text-slate-600">That is the most: {HOURS_EXCEPTIONS_MAX} dates. Remove past ones to add more.</p>}
        </section>
        {(refusal || problems.length > 0) && (
          <div role="alert" className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {refusal && <p>{refusal}</p>}
            {problems.length > 0 && (
              <ul className="list-disc pl-5">
                {problems.map((p) => (
                  <li key={p.message}>{p.message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save hours'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          {business.openingHours && (
            <Button variant="ghost" className="text-red-700 sm:ml-auto" disabled={update.isPending} onClick={() => setClearing(true)}>
              Clear hours
            </Button>
          )}
        </div>
      </form>
      <ConfirmDelete
        open={clearing}
        onOpenChange={setClearing}
        title="Clear the opening hours?"
        description="Your profile and public page stop showing hours until you add them again."
        confirmLabel="Clear hours"
        busy={update.isPending}
        onConfirm={() => {
          setClearing(false);
          void send(null);
        }}
      />
    </>
  );
}
