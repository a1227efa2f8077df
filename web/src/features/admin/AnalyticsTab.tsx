import { sampleDataNote, type AnalyticsBusiness, type AnalyticsFigures, type AnalyticsPeriod, type AnalyticsUser, type DailyAnalytics, type PeriodAnalytics } from '@tapin/core/contracts';
import { Building2, Mail, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { LineChart, type ChartSeries } from '../../ui/line-chart';
import { LoadFailed } from '../../ui/query-state';
import { Spinner } from '../../ui/spinner';
import { Stat } from '../../ui/stat';
import { useAnalyticsSeries, useAnalyticsSummary, usePeriodAnalytics, useUserDetails } from './admin-api';
import { growthLabel } from './admin-rules';

type Figure = keyof AnalyticsFigures;

const figures: ReadonlyArray<{ key: Figure; title: string; dialog: string; icon: typeof Users }> = [
  { key: 'newUsers', title: 'New Users Today', dialog: 'New Users', icon: Users },
  { key: 'emailsSent', title: 'Emails Sent Today', dialog: 'Emails Sent', icon: Mail },
  { key: 'newBusinesses', title: 'New Businesses Today', dialog: 'New Businesses', icon: Building2 },
];

const chartSeries: readonly ChartSeries<Figure>[] = [
  { key: 'newUsers', label: 'New users', color: '#2563eb' },
  { key: 'emailsSent', label: 'Emails sent', color: '#f59e0b' },
  { key: 'newBusinesses', label: 'New businesses', color: '#059669' },
];

const periodChoices: ReadonlyArray<[AnalyticsPeriod, string]> = [
  ['daily', 'Day'],
  ['weekly', 'Week'],
  ['monthly', 'Month'],
];
const periodNone: Record<AnalyticsPeriod, string> = { daily: 'None today yet.', weekly: 'None this week yet.', monthly: 'None this month yet.' };

/** The newest users (name and e-mail) or businesses (name, industry and place). */
function NewestList({ items, none }: { items: ReadonlyArray<AnalyticsUser | AnalyticsBusiness>; none: string }) {
  if (items.length === 0) return <p className="mt-1 text-sm text-slate-600">{none}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-100 text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
          <span className="font-medium text-slate-900">{item.name}</span>
          <span className="text-slate-600">{'email' in item ? item.email : [item.industry, item.location].filter(Boolean).join(' · ') || item.status}</span>
        </li>
      ))}
    </ul>
  );
}

/** A figure's dialog: today, this week and this month; the newest users of a period, or today's newest businesses. */
function FigureDialog({
  figure,
  daily,
  weekly,
  monthly,
  failed,
  onClose,
}: {
  figure: (typeof figures)[number];
  daily: DailyAnalytics;
  weekly?: PeriodAnalytics;
  monthly?: PeriodAnalytics;
  /** The periods whose figures could not be fetched. */
  failed: { weekly: boolean; monthly: boolean };
  onClose(): void;
}) {
  const [period, setPeriod] = useState<AnalyticsPeriod>('daily');
  const users = useUserDetails(period, figure.key === 'newUsers');
  const list = figure.key === 'newBusinesses' ? daily.businesses : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={figure.dialog} description={`Counted over the city's days (${daily.timeZone}).`}>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Today" value={daily[figure.key]} />
        <Stat label="This Week" value={weekly ? weekly[figure.key] : '…'} />
        <Stat label="This Month" value={monthly ? monthly[figure.key] : '…'} />
      </dl>
      {(failed.weekly || failed.monthly) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {[failed.weekly && 'Failed to fetch weekly analytics', failed.monthly && 'Failed to fetch monthly analytics'].filter(Boolean).join('. ')}
        </p>
      )}
      {figure.key === 'newUsers' && (
        <section className="mt-4" aria-labelledby="newest-users">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="newest-users" className="text-sm font-semibold text-slate-900">
              10 most recent
            </h3>
            <div role="group" aria-label="Period" className="flex gap-1">
              {periodChoices.map(([value, label]) => (
                <Button key={value} size="sm" variant={period === value ? 'primary' : 'outline'} aria-pressed={period === value} onClick={() => setPeriod(value)}>
                  {label}
                </Button>
              ))}
            </div>
          </div>
          {users.data ? (
            <NewestList items={users.data.users} none={periodNone[period]} />
          ) : users.isError ? (
            <p role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700">
              Failed to fetch user details
              <Button size="sm" variant="outline" onClick={() => void users.refetch()}>
                Try again
              </Button>
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">Loading…</p>
          )}
        </section>
      )}
      {list && (
        <section className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">10 most recent</h3>
          <NewestList items={list} none="None today yet." />
        </section>
      )}
    </Dialog>
  );
}

/** Today's figures (each opens its week and month), the summary and the last 30 days. */
export function AnalyticsTab() {
  const daily = usePeriodAnalytics('daily');
  const weekly = usePeriodAnalytics('weekly');
  const monthly = usePeriodAnalytics('monthly');
  const summary = useAnalyticsSummary();
  const series = useAnalyticsSeries();
  const [open, setOpen] = useState<Figure | null>(null);
  if (daily.isLoading) return <Spinner label="Loading analytics..." />;
  if (!daily.data) return <LoadFailed message="Failed to fetch daily analytics" retry={() => void daily.refetch()} />;
  const opened = figures.find((f) => f.key === open);
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <button key={f.key} type="button" onClick={() => setOpen(f.key)} className="rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600">
            <span className="flex items-center justify-between text-sm font-medium text-slate-600">
              {f.title} <f.icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <span className="mt-2 block text-3xl font-bold text-slate-900">{daily.data[f.key]}</span>
            <span className="mt-1 block text-xs text-slate-500">{weekly.data ? `${weekly.data[f.key]} this week` : weekly.isError ? 'Failed to fetch weekly analytics' : 'This week: loading…'}</span>
          </button>
        ))}
      </div>
      {summary.data ? (
        <div className="space-y-1">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label="Total Users" value={summary.data.totalUsers} />
            <Stat label="Active Businesses" value={summary.data.activeBusinesses} />
            <Stat label="Pending Approval" value={summary.data.pendingApproval} />
            <Stat label="Growth Rate" value={growthLabel(summary.data.growthRate)} />
          </dl>
          {sampleDataNote(summary.data.sampleData) && <p className="text-xs text-slate-500">{sampleDataNote(summary.data.sampleData)}</p>}
        </div>
      ) : summary.isError ? (
        <LoadFailed message="Failed to load the summary" retry={() => void summary.refetch()} />
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Last 30 Days</CardTitle>
          <CardDescription>New users, e-mails sent and new businesses per day.</CardDescription>
        </CardHeader>
        <CardContent>{series.data ? <LineChart days={series.data} series={chartSeries} /> : series.isError ? <LoadFailed message="Failed to load the chart" retry={() => void series.refetch()} /> : <Spinner label="Loading chart..." />}</CardContent>
      </Card>
      {opened && (
        <FigureDialog
          figure={opened}
          daily={daily.data}
          weekly={weekly.data}
          monthly={monthly.data}
          failed={{ weekly: !weekly.data && weekly.isError, monthly: !monthly.data && monthly.isError }}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
