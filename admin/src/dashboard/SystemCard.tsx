import { Alert, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useSystem } from './api';

const MB = 1_000_000;

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return days > 0 ? `${days} d ${hours} h` : hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

/** The server's health as it measured it just now: database, flags, outbox, disk. */
export function SystemCard() {
  const { data, isError } = useSystem();
  return (
    <Card sx={{ flex: '1 1 300px' }}>
      <CardHeader title="System" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {isError ? (
          <Alert severity="error">Could not read the system's health. It is read again in a minute.</Alert>
        ) : !data ? (
          <Typography>…</Typography>
        ) : (
          <Typography component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0 } }}>
            <dt>Version</dt>
            <dd>
              {data.version}, up {uptime(data.uptimeSeconds)}
            </dd>
            <dt>Database</dt>
            <dd>
              {data.database.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: {data.database.reachable ? `reachable (${data.database.latencyMs} ms)` : 'unreachable'}
            </dd>
            <dt>Flags</dt>
            <dd>
              {data.flags.mode === 'unleash' ? 'Unleash' : 'local defaults'}
              {data.flags.ready ? '' : ' (not loaded yet)'}
            </dd>
            <dt>Outbox</dt>
            <dd>
              {data.outbox.queued} waiting, {data.outbox.failed} failed
            </dd>
            <dt>Disk</dt>
            <dd>
              uploads {(data.disk.uploads.bytes / MB).toFixed(1)} MB ({data.disk.uploads.files} files), logs {(data.disk.logs.bytes / MB).toFixed(1)} MB
            </dd>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
