import type { PromotionTier, PromotionView } from '@tapin/core/contracts';
import { Archive, ArchiveRestore } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field, Input, Select, Textarea } from '../../ui/form';
import { ImagePicker } from '../images/ImageCropDialog';
import { validatePromotion } from './promotion-form-check';
import type { PromotionFormErrors, PromotionFormValues } from './promotion-rules';
import { DESCRIPTION_MAX, promotionCategories, promotionSeasons, promotionStatuses, promotionTiers, tierInfo, TITLE_MAX } from './promotion-vocabulary';

const label = (value: string) => value.replace(/^q(\d)$/, 'Q$1').replace(/^\w/, (c) => c.toUpperCase());

const blank: PromotionFormValues = { title: '', description: '', price: '', tier: 'lead_magnet', category: 'general', season: 'none', status: 'active', isActive: true };

/** Create or edit one promotion in a dialog. Values survive a refused save. */
export function PromotionForm({
  open,
  onOpenChange,
  promotion,
  draft,
  onSave,
  title,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  promotion?: PromotionView;
  /** A new promotion's starting values ('Use this example'). */
  draft?: Partial<PromotionFormValues>;
  onSave(input: PromotionFormValues): Promise<unknown>;
  title: string;
}) {
  const initial = (): PromotionFormValues =>
    promotion
      ? { title: promotion.title, description: promotion.description, price: String(promotion.price), tier: promotion.tier, category: promotion.category, season: promotion.season, status: promotion.status, isActive: promotion.isActive }
      : { ...blank, ...draft };
  const [values, setValues] = useState(initial);
  const [preview, setPreview] = useState<string | null>(promotion?.imageUrl ?? null);
  const [errors, setErrors] = useState<PromotionFormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof PromotionFormValues>(key: K, value: PromotionFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const reset = (next: boolean) => {
    if (next) {
      setValues(initial());
      setPreview(promotion?.imageUrl ?? null);
      setErrors({});
    }
    onOpenChange(next);
  };

  const save = async (next: PromotionFormValues) => {
    const found = validatePromotion(next);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSave(next);
      onOpenChange(false);
    } catch (err) {
      setErrors({ form: errorMessage(err, promotion ? 'Failed to update promotion' : 'Failed to create promotion') });
    } finally {
      setSaving(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(values);
  };
  // Archive takes the promotion out of the directory and keeps it (restorable); Restore makes it active again.
  const archived = values.status === 'archived';
  const archiveOrRestore = () => void save({ ...values, status: archived ? 'active' : 'archived' });

  return (
    <Dialog open={open} onOpenChange={reset} title={title}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <Field label="Title" required error={errors.title}>
          {(p) => <Input {...p} maxLength={TITLE_MAX} value={values.title} onChange={(e) => set('title', e.target.value)} />}
        </Field>
        <Field label="Description" required error={errors.description}>
          {(p) => <Textarea {...p} maxLength={DESCRIPTION_MAX} value={values.description} onChange={(e) => set('description', e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Price" required error={errors.price} hint={`Suggested for ${tierInfo[values.tier].label}: ${tierInfo[values.tier].guidance}`}>
            {(p) => <Input {...p} inputMode="decimal" placeholder="29.99" value={values.price} onChange={(e) => set('price', e.target.value)} />}
          </Field>
          <Field label="Tier">
            {(p) => (
              <Select {...p} value={values.tier} onChange={(e) => set('tier', e.target.value as PromotionTier)}>
                {promotionTiers.map((t) => (
                  <option key={t} value={t}>
                    {tierInfo[t].label} ({tierInfo[t].guidance})
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Category">
            {(p) => (
              <Select {...p} value={values.category} onChange={(e) => set('category', e.target.value as PromotionFormValues['category'])}>
                {promotionCategories.map((c) => (
                  <option key={c} value={c}>
                    {label(c)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Season">
            {(p) => (
              <Select {...p} value={values.season} onChange={(e) => set('season', e.target.value as PromotionFormValues['season'])}>
                {promotionSeasons.map((s) => (
                  <option key={s} value={s}>
                    {s === 'none' ? 'Any season' : label(s)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Status">
            {(p) => (
              <Select {...p} value={values.status} onChange={(e) => set('status', e.target.value as PromotionFormValues['status'])}>
                {promotionStatuses.map((s) => (
                  <option key={s} value={s}>
                    {label(s)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex items-end pb-2">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
              {values.isActive ? 'Live' : 'Inactive'}
            </label>
          </div>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-900">Image</legend>
          <ImagePicker
            value={preview}
            onChange={(image) => {
              setPreview(image);
              set('image', image);
            }}
          />
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          {promotion && (
            <Button variant="outline" className="mr-auto" disabled={saving} onClick={archiveOrRestore}>
              {archived ? <ArchiveRestore className="h-4 w-4" aria-hidden="true" /> : <Archive className="h-4 w-4" aria-hidden="true" />} {archived ? 'Restore' : 'Archive'}
            </Button>
          )}
          <Button variant="ghost" onClick={() => reset(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {promotion ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Creating...' : 'Create Promotion'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
