import { addressLineOf, businessFieldLabels, type BusinessField, type BusinessProfile, type ExtractedProfile, type FieldSource, type ProfileFields } from '@tapin/core/contracts';
import { CreditCard, Globe, PenLine, Share2, Sparkles } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Field, Input, Textarea } from '../../ui/form';
import { IndustryOptions } from '../businesses/IndustryOptions';
import { OpeningHoursList } from '../businesses/OpeningHoursList';
import { addressValuesOf, postalAddressFrom, PostalAddressFields } from '../businesses/PostalAddressFields';

/** The fields the review shows as they were found (or, services, as a line of its own), not as a text box. */
type Shown = 'address' | 'postalAddress' | 'services' | 'brandColors' | 'socialProfiles' | 'logoUrl' | 'openingHours';
/** Every other field of the list is a text box: a new field is a compile error here until it is one or is shown. */
type Typed = Exclude<BusinessField, Shown>;
type AddressPart = 'street' | 'city' | 'region' | 'postalCode';
type Editable = Record<Typed | AddressPart, string>;

/** Where the card's fields are named: the list's labels, in a person's words (the address line is the street address). */
const provenanceLabels: Record<keyof ProfileFields, string> = { ...businessFieldLabels, address: businessFieldLabels.postalAddress };

const sourceLabels: Record<FieldSource['source'], { label: string; icon: typeof Globe }> = {
  card: { label: 'from your card', icon: CreditCard },
  website: { label: 'from your website', icon: Globe },
  social: { label: 'from your social links', icon: Share2 },
  manual: { label: 'you typed', icon: PenLine },
  ai: { label: 'written by AI', icon: Sparkles },
};

/** Where a value came from, shown beside it. */
function SourceBadge({ from }: { from: FieldSource | undefined }) {
  if (!from) return null;
  const { label, icon: Icon } = sourceLabels[from.source];
  const where = from.url && from.source === 'website' ? new URL(from.url).pathname : null;
  return (
    <Badge tone={from.source === 'ai' ? 'violet' : from.source === 'card' ? 'amber' : from.source === 'manual' ? 'neutral' : 'brand'} title={[from.detail, from.url].filter(Boolean).join(' — ')}>
      <Icon className="h-3 w-3" aria-hidden="true" />
      {label}
      {where && where !== '/' ? ` (${where})` : ''}
    </Badge>
  );
}

function Row({ children, from }: { children: ReactNode; from: FieldSource | undefined }) {
  return (
    <div>
      {children}
      <div className="mt-1">
        <SourceBadge from={from} />
      </div>
    </div>
  );
}

/** The reviewed profile: every field of the list, the typed ones as text. */
export type ReviewedProfile = Record<Typed, string> & Pick<BusinessProfile, Shown>;

/**
 * Review of the extracted profile: every field can be corrected, each shows where it came from, and the
 * card photo sits beside the fields it gave.
 */
export function ReviewProfile({ profile, busy, onCreate, onBack }: { profile: ExtractedProfile; busy: boolean; onCreate(p: ReviewedProfile): void; onBack(): void }) {
  const [values, setValues] = useState<Editable>({
    name: profile.name ?? '',
    description: profile.description ?? '',
    website: profile.website ?? '',
    industry: profile.industry ?? '',
    category: profile.category ?? '',
    location: profile.location ?? '',
    contactName: profile.contactName ?? '',
    contactTitle: profile.contactTitle ?? '',
    ...addressValuesOf(profile.postalAddress),
    contactEmail: profile.contactEmail ?? '',
    contactPhone: profile.contactPhone ?? '',
    valueProposition: profile.valueProposition ?? '',
  });
  const [services, setServices] = useState(profile.services.join(', '));
  const provenance = profile.extractedData.provenance ?? {};
  const cardImage = profile.extractedData.cardImageUrl;
  const fromCard = [
    ...new Set(
      Object.entries(provenance)
        .filter(([, from]) => from.source === 'card')
        .map(([field]) => provenanceLabels[field as keyof ProfileFields] ?? field),
    ),
  ];
  const set = (key: keyof Editable) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const nameMissing = !values.name.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (nameMissing) return;
    const { street, city, region, postalCode, ...rest } = values;
    const postalAddress = postalAddressFrom({ street, city, region, postalCode });
    onCreate({
      ...rest,
      postalAddress,
      address: addressLineOf(postalAddress),
      services: services.split(',').map((s) => s.trim()).filter(Boolean),
      brandColors: profile.brandColors,
      socialProfiles: profile.socialProfiles,
      logoUrl: profile.logoUrl,
      openingHours: profile.openingHours,
    });
  };

  const failed = profile.steps.filter((s) => s.status === 'failed');
  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <Card>
        <CardHeader>
          <CardTitle>Review your business profile</CardTitle>
          <CardDescription>Check what we found and correct anything before we create your profile.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {failed.map((step) => (
            <p key={step.key} role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {step.label}: {step.detail}
            </p>
          ))}
          <Row from={provenance.name}>
            <Field label="Business Name" required error={nameMissing ? 'Business name required' : null}>
              {(p) => <Input {...p} value={values.name} onChange={set('name')} />}
            </Field>
          </Row>
          <Row from={provenance.description}>
            <Field label="Description" required>
              {(p) => <Textarea {...p} rows={4} value={values.description} onChange={set('description')} />}
            </Field>
          </Row>
          <div className="grid gap-5 sm:grid-cols-2">
            <Row from={provenance.industry}>
              <Field label="Industry" required>
                {(p) => <Input {...p} list="review-industries" value={values.industry} onChange={set('industry')} />}
              </Field>
            </Row>
            <Row from={provenance.category}>
              <Field label="Category" hint="What kind of business, e.g. Plumber or Dentist.">
                {(p) => <Input {...p} value={values.category} onChange={set('category')} />}
              </Field>
            </Row>
            <Row from={provenance.location}>
              <Field label="Location" required>
                {(p) => <Input {...p} value={values.location} onChange={set('location')} />}
              </Field>
            </Row>
          </div>
          <Row from={provenance.address}>
            <PostalAddressFields values={values} onChange={(part, value) => setValues((v) => ({ ...v, [part]: value }))} />
          </Row>
          <div className="grid gap-5 sm:grid-cols-2">
            <Row from={provenance.contactName}>
              <Field label="Contact Name">{(p) => <Input {...p} value={values.contactName} onChange={set('contactName')} />}</Field>
            </Row>
            <Row from={provenance.contactTitle}>
              <Field label="Job Title">{(p) => <Input {...p} value={values.contactTitle} onChange={set('contactTitle')} />}</Field>
            </Row>
            <Row from={provenance.contactEmail}>
              <Field label="Contact Email" required>
                {(p) => <Input {...p} type="email" value={values.contactEmail} onChange={set('contactEmail')} />}
              </Field>
            </Row>
            <Row from={provenance.contactPhone}>
              <Field label="Contact Phone">{(p) => <Input {...p} type="tel" value={values.contactPhone} onChange={set('contactPhone')} />}</Field>
            </Row>
          </div>
          <Row from={provenance.website}>
            <Field label="Website">{(p) => <Input {...p} type="url" value={values.website} onChange={set('website')} />}</Field>
          </Row>
          <Row from={provenance.valueProposition}>
            <Field label="Value Proposition">{(p) => <Input {...p} value={values.valueProposition} onChange={set('valueProposition')} />}</Field>
          </Row>
          <Row from={provenance.services}>
            <Field label="Services" hint="Separate services with commas.">
              {(p) => <Input {...p} value={services} onChange={(e) => setServices(e.target.value)} />}
            </Field>
          </Row>
          {profile.openingHours && (
            <Row from={provenance.openingHours}>
              <p className="mb-1 text-sm font-medium text-slate-700">{businessFieldLabels.openingHours}</p>
              <OpeningHoursList hours={profile.openingHours} exceptions={profile.openingHours.exceptions} />
            </Row>
          )}
          {profile.brandColors.length > 0 && (
            <Row from={provenance.brandColors}>
              <p className="mb-1 text-sm font-medium text-slate-700">Brand colors</p>
              <div className="flex gap-2">
                {profile.brandColors.map((c) => (
                  <span key={c} className="flex items-center gap-1 text-xs text-slate-600">
                    <span className="h-6 w-6 rounded border border-slate-200" style={{ backgroundColor: c }} aria-hidden="true" />
                    {c}
                  </span>
                ))}
              </div>
            </Row>
          )}
          {profile.socialProfiles.length > 0 && (
            <Row from={provenance.socialProfiles}>
              <p className="mb-1 text-sm font-medium text-slate-700">Social profiles</p>
              <ul className="text-sm text-slate-700">
                {profile.socialProfiles.map((url) => (
                  <li key={url} className="truncate">
                    {url}
                  </li>
                ))}
              </ul>
            </Row>
          )}
          <IndustryOptions id="review-industries" />
          <div className="flex flex-wrap gap-3 pt-2">
            <Button type="submit" disabled={busy || nameMissing}>
              {busy ? 'Creating...' : 'Create Business Profile'}
            </Button>
            <Button variant="ghost" onClick={onBack}>
              Back
            </Button>
          </div>
        </CardContent>
      </Card>
      <aside className="space-y-4">
        {cardImage && (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Your business card</CardTitle>
            </CardHeader>
            <CardContent>
              <img src={cardImage} alt="Your business card" width={700} height={400} className="h-auto w-full rounded-lg border border-slate-200 object-contain" />
              {fromCard.length > 0 && <p className="mt-3 text-sm text-slate-600">It gave: {fromCard.join(', ')}.</p>}
            </CardContent>
          </Card>
        )}
        {profile.logoUrl && (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Logo</CardTitle>
            </CardHeader>
            <CardContent>
              <img src={profile.logoUrl} alt="Logo found on your website" width={96} height={96} className="h-24 w-24 object-contain" />
              <div className="mt-2">
                <SourceBadge from={provenance.logoUrl} />
              </div>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle className="text-base">What we did</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm text-slate-700">
              {profile.steps.map((step) => (
                <li key={step.key}>
                  {step.status === 'done' ? '✓' : '!'} {step.label}
                  {step.detail && step.status === 'done' ? ` — ${step.detail}` : ''}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </aside>
    </form>
  );
}
