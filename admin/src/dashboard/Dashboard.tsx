import { sampleDataNote, type AnalyticsFigures, type AnalyticsPeriod } from '@tapin/core/contracts';
import { Alert, Box, Card, CardContent, CardHeader, CircularProgress, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LineChart, type ChartSeries } from './LineChart';
import { NetworkCard } from './NetworkCard';
import { SystemCard } from './SystemCard';
import { useAnalyticsOn, usePeriod, useSeries, useSummary } from './api';

const chartSeries: readonly ChartSeries<keyof AnalyticsFigures>[] = [
  { key: 'newUsers', label: 'New users', color: '#2563eb' },
  { key: 'newBusinesses', label: 'New businesses', color: '#16a34a' },
  { key: 'emailsSent', label: 'E-mails sent', color: '#d97706' },
];

const periodLabels: Record<AnalyticsPeriod, string> = { daily: 'Today', weekly: 'This week', monthly: 'This month' };

function Figure({ label, value, to }: { label: string; value: string | number | undefined; to?: string }) {
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value ?? '…'}
      </Typography>
    </CardContent>
  );
  return <Card sx={{ flex: '1 1 180px' }}>{to ? <Link to={to} underline="none" color="inherit" sx={{ display: 'block' }}>{content}</Link> : content}</Card>;
}

function Failed({ what }: { what: string }) {
  return <Alert severity="error">Could not load {what}. It is read again in a minute.</Alert>;
}

function PeriodCard({ period }: { period: AnalyticsPeriod }) {
  const { data, isError } = usePeriod(period);
  return (
    <Card sx={{ flex: '1 1 240px' }}>
      <CardHeader title={periodLabels[period]} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {isError ? (
          <Failed what={periodLabels[period].toLowerCase()} />
        ) : (
          <Typography component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
            <dt>New users</dt>
            <dd>{data?.newUsers ?? '…'}</dd>
            <dt>New businesses</dt>
            <dd>{data?.newBusinesses ?? '…'}</dd>
            <dt>E-mails sent</dt>
            <dd>{data?.emailsSent ?? '…'}</dd>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Newest() {
  const { data } = usePeriod('daily');
  if (!data) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Card sx={{ flex: '1 1 300px' }}>
        <CardHeader title="Today's new users" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
        <List dense>
          {data.users.length === 0 && <ListItemText sx={{ px: 2 }} primary="Nobody yet today" />}
          {data.users.map((user) => (
            <ListItemButton key={user.id} component={RouterLink} to={`/users/${user.id}/show`}>
              <ListItemText primary={user.name} secondary={user.email} />
            </ListItemButton>
          ))}
        </List>
      </Card>
      <Card sx={{ flex: '1 1 300px' }}>
        <CardHeader title="Today's new businesses" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
        <List dense>
          {data.businesses.length === 0 && <ListItemText sx={{ px: 2 }} primary="None yet today" />}
          {data.businesses.map((business) => (
            <ListItemButton key={business.id} component={RouterLink} to={`/businesses/${business.id}/show`}>
              <ListItemText primary={business.name} secondary={`${business.industry ?? 'No industry'} · ${business.status}`} />
            </ListItemButton>
          ))}
        </List>
      </Card>
    </Box>
  );
}

/**
 * The console's home: the analytics figures (the same API as the owner app's admin dashboard), the
 * 30-day chart, today's newest, the network's figures and the system's health.
 */
export function Dashboard() {
  const analyticsOn = useAnalyticsOn();
  if (analyticsOn.data === false) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="TAPin Console" />
        <Alert severity="info">
          The analytics are switched off: they follow the <code>adminPanel</code> flag, which is off for you. Switch it on in Unleash, or with
          FLAG_ADMIN_PANEL=on without Unleash; see <Link to="/flags">Flags</Link>. Every resource in the menu works either way.
        </Alert>
      </Box>
    );
  }
  if (analyticsOn.isError) return <Failed what="the flags" />;
  if (!analyticsOn.data) return <CircularProgress aria-label="Loading" sx={{ mt: 2 }} />;
  return <Analytics />;
}

function Analytics() {
  const summary = useSummary();
  const series = useSeries();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Title title="TAPin Console" />
      {summary.isError && <Failed what="the summary" />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }} aria-label="Summary" role="group">
        <Figure label="Total users" value={summary.data?.totalUsers} to="/users" />
        <Figure label="Active businesses" value={summary.data?.activeBusinesses} to={`/businesses?filter=${encodeURIComponent(JSON.stringify({ status: 'approved' }))}`} />
        <Figure label="Pending approval" value={summary.data?.pendingApproval} to={`/businesses?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`} />
        <Figure label="Growth rate" value={summary.data ? `${summary.data.growthRate}%` : undefined} />
      </Box>
      {summary.data && sampleDataNote(summary.data.sampleData) && (
        <Typography variant="caption" color="text.secondary">
          {sampleDataNote(summary.data.sampleData)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <PeriodCard period="daily" />
        <PeriodCard period="weekly" />
        <PeriodCard period="monthly" />
      </Box>
      <Card>
        <CardHeader title="The last 30 days" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
        <CardContent>{series.data ? <LineChart days={series.data} series={chartSeries} /> : series.isError ? <Failed what="the chart" /> : <CircularProgress aria-label="Loading the chart" />}</CardContent>
      </Card>
      <Newest />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <NetworkCard />
        <SystemCard />
      </Box>
    </Box>
  );
}
