import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useDraft } from '../../app/drafts';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field, Input, Textarea } from '../../ui/form';
import { IndustryOptions } from '../businesses/IndustryOptions';
import { emptyManual, MANUAL_DEFAULT_DESCRIPTION, type ManualInfo } from './intake-rules';

/** Manual entry: a name is required (trimmed); the rest is optional. */
export function ManualEntryForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit(info: ManualInfo): void; onCancel(): void }) {
  const [info, setInfo] = useDraft<ManualInfo>('intake:manual', emptyManual);
  const [touched, setTouched] = useState(false);
  const set = (key: keyof ManualInfo) => (e: { target: { value: string } }) => setInfo((i) => ({ ...i, [key]: e.target.value }));
  const nameMissing = !info.name.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameMissing) return;
    onSubmit({ ...info, name: info.name.trim(), description: info.description.trim() || MANUAL_DEFAULT_DESCRIPTION });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between">
        <CardTitle>Enter your business details</CardTitle>
        <Button variant="ghost" size="icon" aria-label="Close manual entry" onClick={onCancel}>
          <X className="h-4 w-4" />
        </Button>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Business Name" required error={touched && nameMissing ? 'Please enter your business name' : null}>
            {(p) => <Input {...p} value={info.name} onChange={set('name')} onBlur={() => setTouched(true)} />}
          </Field>
          <Field label="Description">{(p) => <Textarea {...p} value={info.description} onChange={set('description')} />}</Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Industry">{(p) => <Input {...p} list="manual-industries" value={info.industry} onChange={set('industry')} />}</Field>
            <Field label="Location">{(p) => <Input {...p} placeholder="Tampa, FL" value={info.location} onChange={set('location')} />}</Field>
            <Field label="Contact Email">{(p) => <Input {...p} type="email" value={info.contactEmail} onChange={set('contactEmail')} />}</Field>
            <Field label="Contact Phone">{(p) => <Input {...p} type="tel" value={info.contactPhone} onChange={set('contactPhone')} />}</Field>
          </div>
          <IndustryOptions id="manual-industries" />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy || nameMissing}>
              {busy ? 'Creating...' : 'Create Business Profile'}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
