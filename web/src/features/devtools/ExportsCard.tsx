import type { DeveloperExport } from '@tapin/core/contracts';
import { Download, History } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../app/api';
import { apiDownload } from '../../app/download';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { exportUrl, useDeveloperExports, useRestoreExport, useRestorePreview } from './devtools-api';

export const downloadExport = (name: string) =>
  apiDownload(exportUrl(name), name).catch((err: unknown) => toast({ title: 'Error', description: errorMessage(err, 'The export could not be downloaded'), variant: 'destructive' }));

/** Rows per table as a person reads them: "businesses: 1, promotions items: 3". */
const countsLine = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table.replaceAll('_', ' ')}: ${n}`)
    .join(', ');

/**
 * Restoring an export: first what would come back (the server rehearses the restore and rolls it back),
 * and why it cannot be done now if it cannot; Restore only then.
 */
function RestoreDialog({ name, onClose }: { name: string; onClose(): void }) {
  const preview = useRestorePreview(name);
  const restore = useRestoreExport();
  const p = preview.data;
  const more = p ? (p.restored.businesses ?? 0) - p.businesses.length : 0;
  const confirm = () =>
    restore.mutate(name, {
      onSuccess: (result) => {
        toast({ title: 'Restored', description: `Put back ${countsLine(result.restored) || 'no rows'}; files: ${result.files}.` });
        onClose();
      },
      onError: (err) => toast({ title: 'Restore refused', description: errorMessage(err, 'The export could not be restored'), variant: 'destructive' }),
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Restore Export" description={name}>
      {preview.isLoading && <Spinner label="Checking what would come back..." />}
      {preview.isError && <p className="text-sm text-red-700">{errorMessage(preview.error, 'The export could not be read')}</p>}
      {p && (
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            Written {new Date(p.createdAt).toLocaleString()}. It puts back, with the same ids: {countsLine(p.restored) || 'no rows'}; files: {p.files}.
          </p>
          {p.businesses.length > 0 && (
            <ul aria-label="Businesses that come back" className="max-h-48 list-disc overflow-y-auto pl-5">
              {p.businesses.map((b) => (
                <li key={b.id}>
                  {b.name} <span className="text-slate-500">#{b.id}</span>
                </li>
              ))}
              {more > 0 && <li className="text-slate-500">… and {more} more</li>}
            </ul>
          )}
          {p.notes.map((note) => (
            <p key={note} className="text-amber-800">
              {note}
            </p>
          ))}
          {p.refusal && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
              This export cannot be restored now: {p.refusal}
            </p>
          )}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={!p || p.refusal !== null || restore.isPending}>
          {restore.isPending ? 'Restoring...' : 'Restore'}
        </Button>
      </div>
    </Dialog>
  );
}

/** Every export developer mode wrote (newest first), to download or to restore. */
export function ExportsCard() {
  const exports = useDeveloperExports(true);
  const [restoring, setRestoring] = useState<DeveloperExport | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Exports</CardTitle>
        <CardDescription>Each deletion and clear-all writes one first. Restore puts its businesses back with their promotions, campaigns and files.</CardDescription>
      </CardHeader>
      <CardContent>
        {exports.isLoading && <Spinner label="Loading exports..." />}
        {exports.data?.length === 0 && <p className="text-sm text-slate-500">No exports yet.</p>}
        {exports.data && exports.data.length > 0 && (
          <ul aria-label="Exports" className="divide-y divide-slate-100 text-sm">
            {exports.data.map((x) => (
              <li key={x.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="break-all font-mono text-xs text-slate-700">{x.name}</span>
                <span className="flex gap-1">
                  <Button size="sm" variant="outline" onClick={() => setRestoring(x)} aria-label={`Restore ${x.name}`}>
                    <History className="h-4 w-4" aria-hidden="true" /> Restore
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void downloadExport(x.name)} aria-label={`Download ${x.name}`}>
                    <Download className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {restoring && <RestoreDialog name={restoring.name} onClose={() => setRestoring(null)} />}
    </Card>
  );
}
