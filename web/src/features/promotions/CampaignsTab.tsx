import type { BusinessWithPromotions, CampaignView } from '@tapin/core/contracts';
import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { Dialog } from '../../ui/dialog';
import { Field, Input, Textarea } from '../../ui/form';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { addDays, campaignStatusLabel, dateRange, timeline, todayIso } from './campaign-rules';
import { usePromotionList, useCampaignActions, type CampaignRequest } from './promotion-api';

const statusTone = { active: 'green', scheduled: 'brand', draft: 'neutral', ended: 'amber' } as const;
const barTone = { active: 'bg-emerald-500', scheduled: 'bg-brand-600', draft: 'bg-slate-400', ended: 'bg-amber-400' } as const;

type CampaignErrors = Partial<Record<'name' | 'startDate' | 'endDate' | 'form', string>>;

function CampaignDialog({ open, onOpenChange, business, campaign, onSave }: { open: boolean; onOpenChange(open: boolean): void; business: BusinessWithPromotions; campaign?: CampaignView; onSave(body: CampaignRequest): Promise<unknown> }) {
  const promotions = usePromotionList(business).data ?? [];
  const initial = (): CampaignRequest => {
    if (campaign) {
      return { name: campaign.name, description: campaign.description, status: campaign.status === 'draft' ? 'draft' : 'scheduled', startDate: campaign.startDate, endDate: campaign.endDate, promotionIds: campaign.promotionIds };
    }
    const start = todayIso();
    return { name: '', description: null, status: 'scheduled', startDate: start, endDate: addDays(start, 30), promotionIds: [] };
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CampaignErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof CampaignRequest>(key: K, value: CampaignRequest[K]) => setValues((v) => ({ ...v, [key]: value }));
  const reset = (next: boolean) => {
    if (next) {
      setValues(initial());
      setErrors({});
    }
    onOpenChange(next);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: CampaignErrors = {};
    if (!values.name.trim()) found.name = 'Campaign name is required';
    if (!values.startDate) found.startDate = 'Start date is required';
    if (!values.endDate) found.endDate = 'End date is required';
    else if (values.startDate && values.endDate <= values.startDate) found.endDate = 'End date must be after the start date';
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSave({ ...values, name: values.name.trim(), description: values.description?.trim() || null });
      onOpenChange(false);
    } catch (err) {
      setErrors({ form: errorMessage(err, campaign ? 'Failed to update campaign' : 'Failed to schedule campaign') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={reset} title={campaign ? 'Edit Campaign' : 'Schedule Campaign'}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <Field label="Campaign name" required error={errors.name}>
          {(p) => <Input {...p} maxLength={120} placeholder="Winter Special" value={values.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label="Description">
          {(p) => <Textarea {...p} maxLength={1000} value={values.description ?? ''} onChange={(e) => set('description', e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Start date" required error={errors.startDate}>
            {(p) => <Input {...p} type="date" value={values.startDate} onChange={(e) => set('startDate', e.target.value)} />}
          </Field>
          <Field label="End date" required error={errors.endDate}>
            {(p) => <Input {...p} type="date" value={values.endDate} onChange={(e) => set('endDate', e.target.value)} />}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={values.status === 'draft'} onChange={(e) => set('status', e.target.checked ? 'draft' : 'scheduled')} />
          Keep as a draft (not scheduled yet)
        </label>
        {promotions.length > 0 && (
          <fieldset className="space-y-1.5">
            <legend className="mb-1 text-sm font-medium text-slate-800">Promotions in this campaign</legend>
            {promotions.map((p) => (
              <label key={p.id} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={values.promotionIds.includes(p.id)}
                  onChange={(e) => set('promotionIds', e.target.checked ? [...values.promotionIds, p.id] : values.promotionIds.filter((id) => id !== p.id))}
                />
                {p.title}
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={() => reset(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {campaign ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Scheduling...' : 'Schedule Campaign'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Timeline({ campaigns }: { campaigns: CampaignView[] }) {
  const t = timeline(campaigns, todayIso());
  // The label starts at the line near the left edge, ends at it near the right, and is centred on it between.
  const labelSide = t.today < 8 ? '' : t.today > 92 ? '-translate-x-full' : '-translate-x-1/2';
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Room above the bars for the marker's label, on one line (its line is 1 px wide). */}
        <div className="relative space-y-2 pt-5" aria-label={`Timeline from ${dateRange(t.start, t.end)}`}>
          <div className="absolute bottom-0 top-5 z-10 w-px bg-red-500" style={{ left: `${t.today}%` }} aria-hidden="true">
            <span className={`absolute -top-5 ${labelSide} whitespace-nowrap text-xs font-medium text-red-600`}>Today</span>
          </div>
          {campaigns.map((c) => {
            const bar = t.bars.find((b) => b.id === c.id)!;
            return (
              <div key={c.id} className="relative h-7 rounded bg-slate-100">
                <div
                  className={`absolute inset-y-0 flex items-center overflow-hidden rounded px-2 text-xs font-medium text-white ${barTone[c.status]}`}
                  style={{ left: `${bar.left}%`, width: `${Math.max(bar.width, 2)}%` }}
                  title={`${c.name}: ${dateRange(c.startDate, c.endDate)}`}
                >
                  <span className="truncate">{c.name}</span>
                </div>
              </div>
            );
          })}
        </div>
        <div className="mt-2 flex justify-between text-xs text-slate-500">
          <span>{dateRange(t.start, t.start).split(' – ')[0]}</span>
          <span>{dateRange(t.end, t.end).split(' – ')[0]}</span>
        </div>
      </CardContent>
    </Card>
  );
}

/** A business's seasonal campaigns: scheduled, edited and deleted on the server, on a timeline around today. */
export function CampaignsTab({ business }: { business: BusinessWithPromotions }) {
  const actions = useCampaignActions(business);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CampaignView | null>(null);
  const [deleting, setDeleting] = useState<CampaignView | null>(null);
  if (actions.list.isLoading) return <Spinner label="Loading campaigns..." />;
  if (actions.list.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to fetch campaigns
      </p>
    );
  }
  const campaigns = actions.list.data ?? [];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Seasonal Campaigns</h2>
          <p className="text-sm text-slate-600">Group promotions for a season; a campaign is active from its start to its end date.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Schedule Campaign
        </Button>
      </div>
      {campaigns.length === 0 ? (
        <Card>
          <CardContent className="p-6 text-sm text-slate-600">No campaigns yet. Schedule one to run promotions for a season.</CardContent>
        </Card>
      ) : (
        <>
          <Timeline campaigns={campaigns} />
          <ul className="grid gap-4 sm:grid-cols-2">
            {campaigns.map((c) => (
              <li key={c.id}>
                <Card className="h-full">
                  <CardHeader className="pb-2">
                    <div className="flex items-center justify-between gap-2">
                      <CardTitle className="text-base">{c.name}</CardTitle>
                      <Badge tone={statusTone[c.status]}>{campaignStatusLabel[c.status]}</Badge>
                    </div>
                    <p className="text-sm text-slate-600">{dateRange(c.startDate, c.endDate)}</p>
                  </CardHeader>
                  <CardContent className="space-y-3 text-sm text-slate-700">
                    {c.description && <p>{c.description}</p>}
                    <p>{c.promotions.length ? c.promotions.map((p) => p.title).join(', ') : 'No promotions linked'}</p>
                    <div className="flex gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                        <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
                      </Button>
                      <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(c)} aria-label={`Delete ${c.name}`}>
                        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      <CampaignDialog
        open={creating}
        onOpenChange={setCreating}
        business={business}
        onSave={(body) => actions.create.mutateAsync(body).then(() => toast({ title: 'Success', description: 'Campaign scheduled successfully' }))}
      />
      {editing && (
        <CampaignDialog
          key={editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          business={business}
          campaign={editing}
          onSave={(body) => actions.update.mutateAsync({ id: editing.id, body }).then(() => toast({ title: 'Success', description: 'Campaign updated successfully' }))}
        />
      )}
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this campaign?"
        description={deleting ? `"${deleting.name}" will be removed; its promotions stay.` : undefined}
        busy={actions.remove.isPending}
        onConfirm={() =>
          deleting &&
          actions.remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast({ title: 'Success', description: 'Campaign deleted successfully' });
            },
            onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to delete campaign'), variant: 'destructive' }),
          })
        }
      />
    </div>
  );
}
