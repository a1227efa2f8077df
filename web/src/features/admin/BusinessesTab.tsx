import { REJECTION_REASON_MAX, reviewValueLabel, type AdminBusinessView, type BusinessView } from '@tapin/core/contracts';
import { useState } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { errorMessage } from '../../app/api';
import { paths } from '../../app/paths';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { Field, Textarea } from '../../ui/form';
import { LoadFailed } from '../../ui/query-state';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useModerate, usePendingBusinesses } from './admin-api';

/** The moderation queue: pending businesses, oldest first, approved or rejected here (audited). */
export function BusinessesTab() {
  const pending = usePendingBusinesses(true);
  const moderate = useModerate();
  const [rejecting, setRejecting] = useState<BusinessView | null>(null);
  if (pending.isLoading) return <Spinner label="Loading businesses..." />;
  if (!pending.data) return <LoadFailed message="Failed to load businesses" retry={() => void pending.refetch()} />;
  if (pending.data.length === 0) {
    return (
      <Card>
        <CardContent className="p-8 text-center text-sm text-slate-600">No businesses are waiting for approval.</CardContent>
      </Card>
    );
  }
  const failed = (err: unknown) => toast({ title: 'Error', description: errorMessage(err, 'Failed to update business'), variant: 'destructive' });
  const approve = (b: BusinessView) => moderate.mutate({ id: b.id, status: 'approved' }, { onSuccess: () => toast({ title: 'Success', description: `${b.name} approved` }), onError: failed });
  // A rejection is asked first, with its reason; the toast offers to put the business back as it was.
  const reject = (b: BusinessView, reason: string) =>
    moderate.mutate(
      { id: b.id, status: 'rejected', reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast({
            title: 'Success',
            description: `${b.name} rejected`,
            action: {
              label: 'Undo',
              onClick: () => moderate.mutate({ id: b.id, status: b.status }, { onSuccess: () => toast({ title: 'Undone', description: `${b.name} is ${b.status} again` }), onError: failed }),
            },
          });
        },
        onError: failed,
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
                  <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => setRejecting(b)} aria-label={`Reject ${b.name}`}>
                    <XCircle className="h-4 w-4" aria-hidden="true" /> Reject
                  </Button>
                  <Button size="sm" disabled={moderate.isPending} onClick={() => approve(b)} aria-label={`Approve ${b.name}`}>
                    <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Approve
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {rejecting && <RejectDialog business={rejecting} busy={moderate.isPending} onCancel={() => setRejecting(null)} onReject={(reason) => reject(rejecting, reason)} />}
    </section>
  );
}

/** "Reject …?": what will happen, and the reason the owner is told (required here, kept to the server's limit). */
function RejectDialog({ business: b, busy, onCancel, onReject }: { business: BusinessView; busy: boolean; onCancel(): void; onReject(reason: string): void }) {
  const [reason, setReason] = useState('');
  const missing = !reason.trim();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={`Reject ${b.name}?`}
      description={`${b.published ? `${b.name} will be taken out of the directory` : `${b.name} will not be listed in the directory`}, and its owner is told by e-mail with your reason. You can undo this right after.`}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!missing) onReject(reason.trim());
        }}
      >
        <Field label="Reason (the owner is told)" required hint={`${reason.length}/${REJECTION_REASON_MAX}`}>
          {(p) => <Textarea {...p} value={reason} maxLength={REJECTION_REASON_MAX} onChange={(e) => setReason(e.target.value)} placeholder="For example: the website belongs to another business." />}
        </Field>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy || missing}>
            Reject {b.name}
          </Button>
        </div>
      </form>
    </Dialog>
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
