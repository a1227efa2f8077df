import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Globe, PenLine } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, apiRequest, errorMessage } from '../../app/api';
import { useUser } from '../../app/auth';
import type { Business } from '../../app/types';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { cn } from '../../ui/cn';
import { toast } from '../../ui/toast';
import { DuplicateDialog, type ExistingBusiness } from './DuplicateDialog';
import { ExtractionForm, type ExtractionRequest } from './ExtractionForm';
import type { ExtractedProfile, ManualInfo } from './intake-types';
import { ManualEntryForm } from './ManualEntryForm';
import { ProgressView, type ProgressStep } from './ProgressView';
import { ReviewProfile, type ReviewedProfile } from './ReviewProfile';

type Method = 'card' | 'website' | 'manual';
type Stage = 'choose' | 'method' | 'review' | 'creating';

const methods: Array<{ key: Method; title: string; text: string; icon: typeof Globe }> = [
  { key: 'card', title: 'Business Card', text: 'Snap or upload your card; we read it for you.', icon: CreditCard },
  { key: 'website', title: 'Website URL', text: 'We read your website and social links.', icon: Globe },
  { key: 'manual', title: 'Manual Entry', text: 'Type your details yourself.', icon: PenLine },
];

/** /intake: choose how to start, give the sources, review, and create the business profile. */
export default function IntakePage() {
  const { user } = useUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [method, setMethod] = useState<Method | null>(null);
  // Forms stay mounted (hidden) while another stage shows, so going back or a refused save loses nothing.
  const [stage, setStage] = useState<Stage>('choose');
  const [review, setReview] = useState<{ profile: ExtractedProfile; version: number } | null>(null);
  const [steps, setSteps] = useState<ProgressStep[]>([]);
  const [busy, setBusy] = useState(false);
  const [duplicate, setDuplicate] = useState<ExistingBusiness | null>(null);

  const profilePath = (id: number) => (user?.role === 'business_owner' ? `/pioneer-profile/${id}` : `/businesses/${id}`);

  /** Creates the business, showing the real steps; a duplicate website opens the dialog. */
  const create = async (body: Record<string, unknown>, before: ProgressStep[], manual: boolean) => {
    const creating: ProgressStep = { label: 'Creating your business profile', state: 'active' };
    const returnTo: Stage = manual ? 'method' : 'review';
    setSteps([...before, creating, { label: 'Completed', state: 'waiting' }]);
    setStage('creating');
    try {
      const business = await apiRequest<Business>('POST', '/api/businesses', body);
      setSteps([...before, { ...creating, state: 'done' }, { label: 'Completed', state: 'done' }]);
      await client.invalidateQueries({ queryKey: ['/api/businesses'] });
      navigate(profilePath(business.id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.data?.existingBusiness) {
        setDuplicate(err.data.existingBusiness as ExistingBusiness);
        setStage(returnTo);
        return;
      }
      if (manual) toast({ title: 'Error creating profile', description: 'Please try again or contact support if the problem persists.', variant: 'destructive' });
      else toast({ title: 'Error', description: errorMessage(err, 'Failed to generate profile. Please try again.'), variant: 'destructive' });
      setStage(returnTo);
    }
  };

  const extract = async (request: ExtractionRequest) => {
    setBusy(true);
    try {
      const profile = await apiRequest<ExtractedProfile>('POST', '/api/businesses/extract', request);
      setReview((r) => ({ profile, version: (r?.version ?? 0) + 1 }));
      setStage('review');
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to extract business information'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const createReviewed = (profile: ExtractedProfile) => (reviewed: ReviewedProfile) => {
    const analyzed: ProgressStep[] = profile.steps.map((s) => ({ label: s.label, state: s.status === 'done' ? 'done' : 'failed', ...(s.detail ? { detail: s.detail } : {}) }));
    const { extractedData } = profile;
    void create(
      {
        ...reviewed,
        website: reviewed.website || null,
        cardImageUrl: extractedData.cardImageUrl,
        extractedData: { ...extractedData, extractedInfo: extractedData.extractedInfo },
      },
      analyzed,
      false,
    );
  };

  const createManual = (info: ManualInfo) => {
    void create(
      {
        name: info.name,
        description: info.description,
        industry: info.industry || null,
        location: info.location || null,
        contactEmail: info.contactEmail || null,
        contactPhone: info.contactPhone || null,
        extractedData: { manualInfo: info },
      },
      [],
      true,
    );
  };

  const useExisting = () => {
    if (duplicate) navigate(profilePath(duplicate.id));
  };

  const generateForExisting = async (options: { replaceExisting: boolean; markAsArchived: boolean }) => {
    if (!duplicate) return;
    setBusy(true);
    try {
      await apiRequest('POST', `/api/businesses/${duplicate.id}/promotions/generate`, options);
      navigate(`/promotions?businessId=${duplicate.id}`);
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to process existing business.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">Add your business</h1>
      {stage === 'choose' && (
        <section aria-label="How would you like to start?" className="space-y-6">
          <RadioGroup.Root value={method ?? ''} onValueChange={(value) => setMethod(value as Method)} aria-label="Intake method" className="grid gap-4 sm:grid-cols-3">
            {methods.map(({ key, title, text, icon: Icon }) => (
              <RadioGroup.Item
                key={key}
                value={key}
                className={cn(
                  'rounded-xl border-2 bg-white p-5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  method === key ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
                <div className="mt-3 font-semibold">{title}</div>
                <div className="mt-1 text-sm text-slate-600">{text}</div>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <Button disabled={!method} onClick={() => setStage('method')}>
            Continue
          </Button>
        </section>
      )}
      {method === 'manual' && (
        <div hidden={stage !== 'method'}>
          <ManualEntryForm busy={busy || stage === 'creating'} onSubmit={createManual} onCancel={() => setStage('choose')} />
        </div>
      )}
      {(method === 'card' || method === 'website') && (
        <Card hidden={stage !== 'method'}>
          <CardHeader>
            <CardTitle>{method === 'card' ? 'Start with your business card' : 'Start with your website'}</CardTitle>
          </CardHeader>
          <CardContent>
            <ExtractionForm busy={busy} onSubmit={extract} onBack={() => setStage('choose')} />
          </CardContent>
        </Card>
      )}
      {review && (
        <div hidden={stage !== 'review'}>
          <ReviewProfile key={review.version} profile={review.profile} busy={stage === 'creating'} onCreate={createReviewed(review.profile)} onBack={() => setStage('method')} />
        </div>
      )}
      {stage === 'creating' && <ProgressView steps={steps} />}
      <DuplicateDialog existing={duplicate} busy={busy} onUseExisting={useExisting} onGenerate={generateForExisting} onClose={() => setDuplicate(null)} />
    </div>
  );
}
