import type { AdminBusinessView, AnalyticsFigures, BusinessView, DailyAnalytics, PeriodAnalytics } from '@tapin/core/contracts';
import { Activity, Building2, CheckCircle2, Mail, RefreshCw, Users, Wrench, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api';
import { useUser } from '../../app/auth';
import { useFlags } from '../../app/flags';
import { paths } from '../../app/paths';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { LineChart, type ChartSeries } from '../../ui/line-chart';
import { MessagePage } from '../../ui/message-page';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import { useAnalyticsSeries, useAnalyticsSummary, useModerate, usePendingBusinesses, usePeriodAnalytics, useSystemHealth } from './admin-api';
import { growthLabel, reviewValueLabel, sizeLabel, uptimeLabel } from './admin-rules';

const tabs = ['analytics', 'businesses', 'system', 'developer'] as const;
type AdminTab = (typeof tabs)[number];
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

/** A part that could not be fetched, in the specification's words where it has them, with a retry. */
function Failed({ message, retry }: { message: string; retry(): void }) {
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center gap-3 p-5">
        <p role="alert" className="flex-1 text-sm text-red-700">
          {message}
        </p>
        <Button variant="outline" size="sm" onClick={retry}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
        </Button>
      </CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** A figure's dialog: today, this week and this month, and today's newest users or businesses. */
function FigureDialog({ figure, daily, weekly, monthly, onClose }: { figure: (typeof figures)[number]; daily: DailyAnalytics; weekly?: PeriodAnalytics; monthly?: PeriodAnalytics; onClose(): void }) {
  const list = figure.key === 'newUsers' ? daily.users : figure.key === 'newBusinesses' ? daily.businesses : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={figure.dialog} description={`Counted over the city's days (${daily.timeZone}).`}>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Today" value={daily[figure.key]} />
        <Stat label="This Week" value={weekly ? weekly[figure.key] : '…'} />
        <Stat label="This Month" value={monthly ? monthly[figure.key] : '…'} />
      </dl>
      {list && (
        <section className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">10 most recent</h3>
          {list.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">None today yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {list.map((item) => (
                <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-medium text-slate-900">{item.name}</span>
                  <span className="text-slate-600">{'email' in item ? item.email : [item.industry, item.location].filter(Boolean).join(' · ') || item.status}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Dialog>
  );
}

function AnalyticsTab() {
  const daily = usePeriodAnalytics('daily');
  const weekly = usePeriodAnalytics('weekly');
  const monthly = usePeriodAnalytics('monthly');
  const summary = useAnalyticsSummary();
  const series = useAnalyticsSeries();
  const [open, setOpen] = useState<Figure | null>(null);
  if (daily.isLoading) return <Spinner label="Loading analytics..." />;
  if (!daily.data) return <Failed message="Failed to fetch daily analytics" retry={() => void daily.refetch()} />;
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
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label="Total Users" value={summary.data.totalUsers} />
          <Stat label="Active Businesses" value={summary.data.activeBusinesses} />
          <Stat label="Pending Approval" value={summary.data.pendingApproval} />
          <Stat label="Growth Rate" value={growthLabel(summary.data.growthRate)} />
        </dl>
      ) : summary.isError ? (
        <Failed message="Failed to load the summary" retry={() => void summary.refetch()} />
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Last 30 Days</CardTitle>
          <CardDescription>New users, e-mails sent and new businesses per day.</CardDescription>
        </CardHeader>
        <CardContent>{series.data ? <LineChart days={series.data} series={chartSeries} /> : series.isError ? <Failed message="Failed to load the chart" retry={() => void series.refetch()} /> : <Spinner label="Loading chart..." />}</CardContent>
      </Card>
      {opened && <FigureDialog figure={opened} daily={daily.data} weekly={weekly.data} monthly={monthly.data} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** The moderation queue: pending businesses, oldest first, approved or rejected here (audited). */
function BusinessesTab() {
  const pending = usePendingBusinesses(true);
  const moderate = useModerate();
  if (pending.isLoading) return <Spinner label="Loading businesses..." />;
  if (!pending.data) return <Failed message="Failed to load businesses" retry={() => void pending.refetch()} />;
  if (pending.data.length === 0) {
    return (
      <Card>
        <CardContent className="p-8 text-center text-sm text-slate-600">No businesses are waiting for approval.</CardContent>
      </Card>
    );
  }
  const decide = (b: BusinessView, status: 'approved' | 'rejected') =>
    moderate.mutate(
      { id: b.id, status },
      {
        onSuccess: () => toast({ title: 'Success', description: `${b.name} ${status === 'approved' ? 'approved' : 'rejected'}` }),
        onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to update business'), variant: 'destructive' }),
      },
    );
  return (
    <section aria-labelledby="queue-heading" className="space-y-3">
      <h2 id="queue-heading" className="text-lg font-semibold text-slate-900">
        Pending Approval ({pending.data.length})
      </h2>
      <ul className="space-y-3">
        {pending.data.map((b) => (
          <li key={b.id}>
            <Card>
              <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-slate-900">{b.name}</h3>
                  <p className="text-sm text-slate-600">{[b.industry, b.location].filter(Boolean).join(' · ') || 'No industry or location yet'}</p>
                  <p className="mt-1 flex flex-wrap gap-1.5 text-xs text-slate-500">
                    {b.published ? <Badge tone="green">Published</Badge> : <Badge>Not published</Badge>}
                    {b.isTestData && <Badge tone="amber">SAMPLE</Badge>}
                    <span>
                      Created {new Date(b.createdAt).toLocaleDateString()} · {b.completion.profile.percentage}% complete
                    </span>
                  </p>
                  <ReviewChanges business={b} />
                </div>
                <div className="flex flex-wrap gap-2">
                  <ButtonLink to={paths.business(b.id, 'details')} variant="ghost" size="sm">
                    Details
                  </ButtonLink>
                  <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => decide(b, 'rejected')} aria-label={`Reject ${b.name}`}>
                    <XCircle className="h-4 w-4" aria-hidden="true" /> Reject
                  </Button>
                  <Button size="sm" disabled={moderate.isPending} onClick={() => decide(b, 'approved')} aria-label={`Approve ${b.name}`}>
                    <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Approve
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the reviewer is asked to look at: everything for a first review, else the fields changed since the last approval. */
function ReviewChanges({ business: b }: { business: AdminBusinessView }) {
  if (b.reviewChanges === null) return <p className="mt-2 text-xs text-slate-600">First review: not approved before.</p>;
  if (b.reviewChanges.length === 0) return <p className="mt-2 text-xs text-slate-600">No profile changes since its approval{b.approvedAt ? ` on ${new Date(b.approvedAt).toLocaleDateString()}` : ''}.</p>;
  return (
    <div className="mt-2 text-xs">
      <p className="font-medium text-slate-700">Changed since its approval{b.approvedAt ? ` on ${new Date(b.approvedAt).toLocaleDateString()}` : ''}:</p>
      <dl className="mt-1 space-y-1">
        {b.reviewChanges.map((c) => (
          <div key={c.field} className="break-words">
            <dt className="inline font-medium text-slate-700">{c.label}: </dt>
            <dd className="inline text-slate-600">
              <del className="text-red-700">{reviewValueLabel(c.before)}</del> → <ins className="text-emerald-800 no-underline">{reviewValueLabel(c.after)}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SystemTab() {
  const health = useSystemHealth(true);
  if (health.isLoading) return <Spinner label="Checking the system..." />;
  if (!health.data) return <Failed message="Failed to load the system's health" retry={() => void health.refetch()} />;
  const h = health.data;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Database" value={<span className={h.database.reachable ? 'text-emerald-700' : 'text-red-700'}>{h.database.reachable ? `${h.database.client === 'postgresql' ? 'PostgreSQL' : 'SQLite'} · ${h.database.latencyMs} ms` : 'Unreachable'}</span>} />
        <Stat label="Feature Flags" value={`${h.flags.mode === 'unleash' ? 'Unleash' : 'Local defaults'}${h.flags.ready ? '' : ' (loading)'}`} />
        <Stat label="Uptime" value={uptimeLabel(h.uptimeSeconds)} />
        <Stat label="Version" value={h.version} />
        <Stat label="Outbox Backlog" value={`${h.outbox.queued} queued · ${h.outbox.failed} failed`} />
        <Stat label="Uploads" value={`${sizeLabel(h.disk.uploads.bytes)} · ${h.disk.uploads.files} files`} />
        <Stat label="Logs" value={`${sizeLabel(h.disk.logs.bytes)} · ${h.disk.logs.files} files`} />
      </dl>
      <Button variant="outline" size="sm" onClick={() => void health.refetch()} disabled={health.isFetching}>
        <Activity className="h-4 w-4" aria-hidden="true" /> {health.isFetching ? 'Checking...' : 'Check again'}
      </Button>
    </div>
  );
}

/** The tools this installation has, each behind its flag. */
function DeveloperTab() {
  const { flags } = useFlags();
  const tools = [
    { to: paths.businesses, label: 'Businesses', text: 'Every business, with its completion, publishing and moderation.', on: flags.businessProfile },
    { to: paths.settings, label: 'Settings', text: 'Your profile, notifications, security and the admin links.', on: flags.settings },
    { to: paths.promotionExamples, label: 'Promotion Examples', text: 'The offer ladders owners start from.', on: flags.promotionManagement },
    { to: paths.cropTest, label: 'Crop Test', text: 'The image crop, its sliders and nudges.', on: flags.testingTools },
    { to: paths.netflixDemo, label: 'Netflix Business Demo', text: 'Series-style business cards, website scraping, episodes and cinematic posters.', on: flags.adminPanel },
    { to: paths.netflixDemoSimple, label: 'Simple Demo', text: 'The three sample businesses and their episode preview.', on: flags.adminPanel },
    { to: paths.gptImageTesting, label: 'GPT Image Testing', text: 'Predefined and custom poster tests, results and prompt analysis.', on: flags.testingTools },
    { to: paths.imageTest, label: 'Image Test', text: 'Generate an image from a prompt.', on: flags.testingTools },
    { to: paths.directory, label: 'Directory', text: 'What members see.', on: flags.directory },
  ].filter((t) => t.on);
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {tools.map((t) => (
        <li key={t.to}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Wrench className="h-4 w-4 text-slate-500" aria-hidden="true" /> {t.label}
              </CardTitle>
              <CardDescription>{t.text}</CardDescription>
            </CardHeader>
            <CardContent>
              <ButtonLink to={t.to} variant="outline" size="sm">
                Open {t.label}
              </ButtonLink>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /admin: the admin dashboard (document 2, "Admin dashboard"), its four tabs real; `?tab=` names the open one. */
export default function AdminPage() {
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  if (user?.role !== 'admin') {
    return (
      <MessagePage title="Access Denied: You need admin privileges to access this page.">
        <ButtonLink to={paths.dashboard} variant="outline">
          Back to Dashboard
        </ButtonLink>
      </MessagePage>
    );
  }
  const asked = params.get('tab');
  const tab: AdminTab = tabs.includes(asked as AdminTab) ? (asked as AdminTab) : 'analytics';
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">The beta's figures, the moderation queue, the system's health and the tools.</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'analytics' ? {} : { tab: value }, { replace: true })}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="businesses">Businesses</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
          <TabsTrigger value="developer">Developer</TabsTrigger>
        </TabsList>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="businesses">
          <BusinessesTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab />
        </TabsContent>
        <TabsContent value="developer">
          <DeveloperTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
