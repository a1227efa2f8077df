import type { CardAnalysis, ExtractRequest, TaskStep } from '@tapin/core/contracts';
import { Plus, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { useDraft } from '../../app/drafts';
import { Button } from '../../ui/button';
import { Field, Input, Textarea } from '../../ui/form';
import { StepList } from '../../ui/step-list';
import { IndustryOptions } from '../businesses/IndustryOptions';
import { CardUpload } from './CardUpload';
import { emptyManual, socialRowsFromCard, socialRowsToSend, websiteToSend, type ManualInfo } from './intake-rules';

/** Card, website, social profiles and the owner's own details, sent together for extraction. */
export function ExtractionForm({ busy, steps, onSubmit, onBack }: { busy: boolean; steps: readonly TaskStep[]; onSubmit(request: ExtractRequest): void; onBack(): void }) {
  const [card, setCard] = useDraft<CardAnalysis | null>('intake:card', null);
  const [website, setWebsite] = useDraft('intake:website', '');
  const [social, setSocial] = useDraft<string[]>('intake:social', ['']);
  const [manual, setManual] = useDraft<ManualInfo>('intake:manualInfo', emptyManual);
  const setField = (key: keyof ManualInfo) => (e: { target: { value: string } }) => setManual((m) => ({ ...m, [key]: e.target.value }));

  const cardRead = (reading: CardAnalysis | null) => {
    setCard(reading);
    if (!reading) return;
    setSocial(socialRowsFromCard(Object.values(reading.businessInfo.socialMedia)));
    if (!website && reading.businessInfo.website) setWebsite(reading.businessInfo.website);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({
      websiteUrl: websiteToSend(website, card?.businessInfo.website),
      socialProfiles: socialRowsToSend(social),
      businessCardData: card ? { extractedText: card.extractedText, businessInfo: { ...card.businessInfo }, cardImageUrl: card.cardImageUrl } : undefined,
      manualInfo: manual,
      enhance: card !== null,
    });
  };

  return (
    // noValidate: "yourbusiness.com" is a fine answer here (https:// is added), though not a URL to the browser.
    <form onSubmit={submit} noValidate className="space-y-8">
      <CardUpload reading={card} onRead={cardRead} />

      <section aria-labelledby="website-heading" className="space-y-3">
        <h3 id="website-heading" className="font-medium text-slate-900">
          Website
        </h3>
        <Field label="Website URL" hint="We read your home page and a few pages like About and Contact.">
          {(p) => <Input {...p} type="url" inputMode="url" placeholder="yourbusiness.com" value={website} onChange={(e) => setWebsite(e.target.value)} />}
        </Field>
      </section>

      <section aria-labelledby="social-heading" className="space-y-3">
        <h3 id="social-heading" className="font-medium text-slate-900">
          Social Profiles
        </h3>
        {social.map((row, index) => (
          <div key={index} className="flex items-end gap-2">
            <Field label={`Social profile ${index + 1}`} className="flex-1">
              {(p) => (
                <Input
                  {...p}
                  type="url"
                  placeholder="instagram.com/yourbusiness"
                  value={row}
                  onChange={(e) => setSocial((rows) => rows.map((r, i) => (i === index ? e.target.value : r)))}
                />
              )}
            </Field>
            {social.length > 1 && (
              <Button variant="ghost" size="icon" aria-label={`Remove social profile ${index + 1}`} onClick={() => setSocial((rows) => rows.filter((_, i) => i !== index))}>
                <Trash2 className="h-4 w-4" />
              </Button>
            )}
          </div>
        ))}
        <Button variant="outline" size="sm" onClick={() => setSocial((rows) => [...rows, ''])}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add profile
        </Button>
      </section>

      <section aria-labelledby="manual-heading" className="space-y-3">
        <h3 id="manual-heading" className="font-medium text-slate-900">
          Manual Information
        </h3>
        <p className="text-sm text-slate-600">Anything you type here wins over what we read.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Business Name">{(p) => <Input {...p} value={manual.name} onChange={setField('name')} />}</Field>
          <Field label="Industry">{(p) => <Input {...p} list="intake-industries" value={manual.industry} onChange={setField('industry')} />}</Field>
          <Field label="Location">{(p) => <Input {...p} placeholder="Tampa, FL" value={manual.location} onChange={setField('location')} />}</Field>
          <Field label="Contact Email">{(p) => <Input {...p} type="email" value={manual.contactEmail} onChange={setField('contactEmail')} />}</Field>
          <Field label="Contact Phone">{(p) => <Input {...p} type="tel" value={manual.contactPhone} onChange={setField('contactPhone')} />}</Field>
        </div>
        <Field label="Description">{(p) => <Textarea {...p} value={manual.description} onChange={setField('description')} />}</Field>
        <IndustryOptions id="intake-industries" />
      </section>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Reading your sources...' : card ? 'Generate Enhanced AI Profile' : 'Extract Business Information'}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
      {busy && steps.length > 0 && <StepList steps={steps} />}
    </form>
  );
}
