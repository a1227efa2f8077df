import { reviewValueLabel, type AdminBusinessView, type BusinessView } from '@tapin/core/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { errorMessage } from '../../app/api';
import { paths } from '../../app/paths';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent } from '../../ui/card';
import { LoadFailed } from '../../ui/query-state';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useModerate, usePendingBusinesses } from './admin-api';

/** The moderation queue: pending businesses, oldest first, approved or rejected here (audited). */
export function BusinessesTab() {
  const pending = usePendingBusinesses(true);
  const moderate = useModerate();
  if (pending.isLoading) return <Spinner label="Loading businesses..." />;
  if (!pending.data) return <LoadFailed message="Failed to load businesses" retry={() => void pending.refetch()} />;
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
