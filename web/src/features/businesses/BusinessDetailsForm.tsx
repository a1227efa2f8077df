import type { BusinessField, BusinessView, UpdateBusinessRequest } from '@tapin/core/contracts';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../app/api';
import { Button } from '../../ui/button';
import { Fact } from '../../ui/fact';
import { Field, Input, Textarea } from '../../ui/form';
import { toast } from '../../ui/toast';
import { useUpdateBusiness } from './business-api';
import { listFromText } from './business-rules';
import { IndustryOptions } from './IndustryOptions';
import { addressChanged, addressValuesOf, postalAddressFrom, PostalAddressFields, type AddressValues } from './PostalAddressFields';

/**
 * What the form holds: every field of the list as text (a new field is a compile error here until the
 * form has it), but those edited elsewhere (the Branding tab's, the opening hours' own card) and the
 * address line, which follows the street address.
 */
type FormValues = Record<Exclude<BusinessField, 'brandColors' | 'logoUrl' | 'openingHours' | 'address' | 'postalAddress'>, string> & AddressValues;

/** One of the business's facts in the read-only view. */
const Value = Fact;

/**
 * The business's details, read-only with an Edit button, or as a form (the five publish fields marked
 * required). Save sends them; Cancel discards.
 */
export function BusinessDetailsForm({ business, extended = true, editing, onEditingChange }: { business: BusinessView; extended?: boolean; editing: boolean; onEditingChange(editing: boolean): void }) {
  const update = useUpdateBusiness(business.id);
  const initial = (): FormValues => ({
    name: business.name,
    description: business.description ?? '',
    industry: business.industry ?? '',
    location: business.location ?? '',
    contactEmail: business.contactEmail ?? '',
    contactPhone: business.contactPhone ?? '',
    website: business.website ?? '',
    valueProposition: business.valueProposition ?? '',
    services: business.services.join('\n'),
    socialProfiles: business.socialProfiles.join('\n'),
    category: business.category ?? '',
    contactName: business.contactName ?? '',
    contactTitle: business.contactTitle ?? '',
    ...addressValuesOf(business.postalAddress),
  });
  const [values, setValues] = useState(initial);
  // The required fields the server refused to leave blank on a published business (docs/decisions.md#businesses).
  const [missing, setMissing] = useState<string[]>([]);
  const missingError = (field: string) => (missing.includes(field) ? 'Required while the business is published' : undefined);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const fields: UpdateBusinessRequest = {
      name: values.name,
      description: values.description || null,
      industry: values.industry || null,
      location: values.location || null,
      contactEmail: values.contactEmail || null,
      contactPhone: values.contactPhone || null,
      website: values.website || null,
      ...(extended
        ? {
            valueProposition: values.valueProposition || null,
            services: listFromText(values.services),
            socialProfiles: listFromText(values.socialProfiles),
            category: values.category || null,
            contactName: values.contactName || null,
            contactTitle: values.contactTitle || null,
            // Sent only when edited: the server then rewrites the address line from it (an address read
            // as one line, with no fields, stays as it is).
            ...(addressChanged(business.postalAddress, values) ? { postalAddress: postalAddressFrom(values) } : {}),
          }
        : {}),
    };
    setMissing([]);
    try {
      const saved = await update.mutateAsync(fields);
      // An approved profile's changes go back to the TAPin team (docs/decisions.md#moderation); the owner is told.
      const backInReview = business.status === 'approved' && saved.status === 'pending';
      toast({ title: 'Profile updated', description: backInReview ? 'Your changes are saved. The TAPin team will review them; your listing stays up meanwhile.' : 'Your changes are saved.' });
      onEditingChange(false);
    } catch (err) {
      const refused = err instanceof ApiError && Array.isArray(err.data?.missingFields) ? (err.data.missingFields as Array<{ field: string }>) : [];
      setMissing(refused.map((f) => f.field));
      toast({ title: 'Update failed', description: errorMessage(err, 'Failed to update business profile.'), variant: 'destructive' });
    }
  };

  if (!editing) {
    return (
      <div className="space-y-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Value label="Business name">{business.name}</Value>
          <Value label="Industry">{business.industry || 'Industry not specified'}</Value>
          <Value label="Location">{business.location || 'Location not specified'}</Value>
          <Value label="Contact email">{business.contactEmail || 'No email provided'}</Value>
          {business.contactPhone && <Value label="Contact phone">{business.contactPhone}</Value>}
          {business.website && (
            <Value label="Website">
              <a href={business.website} target="_blank" rel="noreferrer noopener" className="text-brand-700 hover:underline">
                {business.website}
              </a>
            </Value>
          )}
        </dl>
        {/* Every term sits in a list of terms (axe: dlitem). */}
        <dl className="space-y-4">
          <Value label="Description">{business.description || 'No description provided'}</Value>
          {extended && (
            <>
              {business.category && <Value label="Category">{business.category}</Value>}
              {business.address && <Value label="Address">{business.address}</Value>}
              {business.contactName && <Value label="Contact person">{[business.contactName, business.contactTitle].filter(Boolean).join(', ')}</Value>}
              {business.valueProposition && <Value label="Value proposition">“{business.valueProposition}”</Value>}
              {business.services.length > 0 && (
                <Value label="Services">
                  <ul className="list-disc pl-5">
                    {business.services.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </Value>
              )}
              {business.socialProfiles.length > 0 && (
                <Value label="Social profiles">
                  <ul>
                    {business.socialProfiles.map((url) => (
                      <li key={url} className="truncate">
                        <a href={url} target="_blank" rel="noreferrer noopener" className="text-brand-700 hover:underline">
                          {url}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Value>
              )}
            </>
          )}
        </dl>
        <Button
          variant="outline"
          onClick={() => {
            setValues(initial());
            onEditingChange(true);
          }}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit Profile
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      {missing.length > 0 && business.published && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Nothing was saved. A published business needs its required fields; fill them in, or unpublish the business first to leave one empty.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Business Name" required error={missingError('name')}>
          {(p) => <Input {...p} value={values.name} onChange={set('name')} />}
        </Field>
        <Field label="Industry" required error={missingError('industry')}>
          {(p) => <Input {...p} list="details-industries" value={values.industry} onChange={set('industry')} />}
        </Field>
        <Field label="Location" required error={missingError('location')}>
          {(p) => <Input {...p} value={values.location} onChange={set('location')} />}
        </Field>
        <Field label="Contact Email" required error={missingError('contactEmail')}>
          {(p) => <Input {...p} type="email" value={values.contactEmail} onChange={set('contactEmail')} />}
        </Field>
        <Field label="Contact Phone">{(p) => <Input {...p} type="tel" value={values.contactPhone} onChange={set('contactPhone')} />}</Field>
        <Field label="Website">{(p) => <Input {...p} type="url" value={values.website} onChange={set('website')} />}</Field>
      </div>
      <Field label="Description" required error={missingError('description')}>
        {(p) => <Textarea {...p} value={values.description} onChange={set('description')} />}
      </Field>
      {extended && (
        <>
          <Field label="Value Proposition">{(p) => <Input {...p} value={values.valueProposition} onChange={set('valueProposition')} />}</Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Category" hint="What you are, e.g. Florist.">
              {(p) => <Input {...p} value={values.category} onChange={set('category')} />}
            </Field>
            <Field label="Contact Name">{(p) => <Input {...p} autoComplete="name" value={values.contactName} onChange={set('contactName')} />}</Field>
            <Field label="Job Title">{(p) => <Input {...p} autoComplete="organization-title" value={values.contactTitle} onChange={set('contactTitle')} />}</Field>
          </div>
          {!business.postalAddress && business.address && <p className="text-sm text-slate-600">Address now: {business.address}</p>}
          <PostalAddressFields values={values} onChange={(part, value) => setValues((v) => ({ ...v, [part]: value }))} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Services" hint="One per line.">
              {(p) => <Textarea {...p} value={values.services} onChange={set('services')} />}
            </Field>
            <Field label="Social Profiles" hint="One web address per line.">
              {(p) => <Textarea {...p} value={values.socialProfiles} onChange={set('socialProfiles')} />}
            </Field>
          </div>
        </>
      )}
      <IndustryOptions id="details-industries" />
      <div className="flex gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="ghost" onClick={() => onEditingChange(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
