import { Activity } from 'lucide-react';
import { Button } from '../../ui/button';
import { LoadFailed } from '../../ui/query-state';
import { Spinner } from '../../ui/spinner';
import { Stat } from '../../ui/stat';
import { useSystemHealth } from './admin-api';
import { sizeLabel, uptimeLabel } from './admin-rules';

/** The server's health: database, flags, uptime, version, the outbox and the disk, checked again on demand. */
export function SystemTab() {
  const health = useSystemHealth(true);
  if (health.isLoading) return <Spinner label="Checking the system..." />;
  if (!health.data) return <LoadFailed message="Failed to load the system's health" retry={() => void health.refetch()} />;
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
