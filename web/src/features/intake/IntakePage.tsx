import { useQueryClient } from '@tanstack/react-query';
import type { CreateBusinessRequest, ExistingBusinessWithPromotions, ExtractedProfile, ExtractRequest, TaskStep } from '@tapin/core/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api';
import { useUser } from '../../app/auth';
import { clearDrafts, useDraft } from '../../app/drafts';
import { paths } from '../../app/paths';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { dismissToasts, toast } from '../../ui/toast';
import { businessKeys } from '../../app/queries';
import { createBusiness } from '../businesses/business-api';
import { generatePromotions } from '../promotions/promotion-api';
import { DuplicateDialog } from './DuplicateDialog';
import { ExtractionForm } from './ExtractionForm';
import { extractProfile } from './intake-api';
import { isIntakeMethod, type IntakeMethod, type ManualInfo } from './intake-rules';
import { ManualEntryForm } from './ManualEntryForm';
import { MethodChoice } from './MethodChoice';
import { ProgressView, type ProgressStep } from './ProgressView';
import { ReviewProfile, type ReviewedProfile } from './ReviewProfile';

type Stage = 'choose' | 'method' | 'review' | 'creating';

/** /intake: choose how to start, give the sources, review, and create the business profile. */
export default function IntakePage() {
  const { user } = useUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const location = useLocation();
  // The stage lives in the address (?method=…&step=review), so the browser's Back and Forward move
  // between stages; what was typed and extracted is kept as drafts for the tab, so a reload loses
  // nothing either. Forms stay mounted (hidden) while another stage shows.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<IntakeMethod | null>(null);
  const [review, setReview] = useDraft<{ profile: ExtractedProfile; version: number } | null>('intake:review', null);
  const [creating, setCreating] = useState(false);
  const urlMethod = params.get('method');
  const method: IntakeMethod | null = isIntakeMethod(urlMethod) ? urlMethod : chosen;
  const stage: Stage = creating ? 'creating' : !isIntakeMethod(urlMethod) ? 'choose' : params.get('step') === 'review' && review ? 'review' : 'method';
  const go = (to: { method?: IntakeMethod; review?: boolean }, direction: 'forward' | 'back' = 'forward') => {
    const search = to.method ? `?method=${to.method}${to.review ? '&step=review' : ''}` : '';
    // Back within the intake is the browser's Back when we came that way, so history stays linear.
    if (direction === 'back' && (location.state as { intake?: boolean } | null)?.intake) navigate(-1);
    else navigate({ search }, { state: { intake: true }, replace: direction === 'back' });
  };
  const [steps, setSteps] = useState<ProgressStep[]>([]);
  const page = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  // Each new stage starts at its top, with keyboard focus on its heading (a phone keeps the old
  // scroll position otherwise, and focus would fall back to the page body).
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      return;
    }
    window.scrollTo({ top: 0 });
    const heading = page.current?.querySelector<HTMLElement>('[data-stage]:not([hidden]) h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [stage]);
  const [busy, setBusy] = useState(false);
  /** The extraction's steps as the server tells them. */
  const [extracting, setExtracting] = useState<TaskStep[]>([]);
  const [duplicate, setDuplicate] = useState<ExistingBusinessWithPromotions | null>(null);

  /** Creates the business, showing the real steps; a duplicate website opens the dialog. */
  const create = async (body: CreateBusinessRequest, before: ProgressStep[], manual: boolean) => {
    const step: ProgressStep = { label: 'Creating your business profile', state: 'active' };
    setSteps([...before, step, { label: 'Completed', state: 'waiting' }]);
    setCreating(true);
    try {
      const business = await createBusiness(body);
      setSteps([...before, { ...step, state: 'done' }, { label: 'Completed', state: 'done' }]);
      clearDrafts('intake:');
      await client.invalidateQueries({ queryKey: businessKeys.all });
      // Replace: the browser's Back should not lead into an intake that is finished.
      navigate(paths.businessHome(user, business.id), { replace: true });
    } catch (err) {
      setCreating(false);
      if (err instanceof ApiError && err.status === 409 && err.data?.existingBusiness) {
        setDuplicate(err.data.existingBusiness as ExistingBusinessWithPromotions);
        return;
      }
      if (manual) toast({ title: 'Error creating profile', description: 'Please try again or contact support if the problem persists.', variant: 'destructive' });
      else toast({ title: 'Error', description: errorMessage(err, 'Failed to generate profile. Please try again.'), variant: 'destructive' });
    }
  };

  const extract = async (request: ExtractRequest) => {
    setBusy(true);
    setExtracting([]);
    try {
      const profile = await extractProfile(request, setExtracting);
      dismissToasts();
      setReview((r) => ({ profile, version: (r?.version ?? 0) + 1 }));
      go({ method: method!, review: true });
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
    if (duplicate) navigate(paths.businessHome(user, duplicate.id));
  };

  const generateForExisting = async (options: { replaceExisting: boolean; markAsArchived: boolean }) => {
    if (!duplicate) return;
    setBusy(true);
    try {
      await generatePromotions(duplicate.id, options);
      navigate(paths.promotions('management', duplicate.id));
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to process existing business.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={page} className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">Add your business</h1>
      {stage === 'choose' && <MethodChoice method={method} onChoose={setChosen} onContinue={() => go({ method: method! })} />}
      {method === 'manual' && (
        <div data-stage hidden={stage !== 'method'}>
          <ManualEntryForm busy={busy || stage === 'creating'} onSubmit={createManual} onCancel={() => go({}, 'back')} />
        </div>
      )}
      {(method === 'card' || method === 'website') && (
        <Card data-stage hidden={stage !== 'method'}>
          <CardHeader>
            <CardTitle>{method === 'card' ? 'Start with your business card' : 'Start with your website'}</CardTitle>
          </CardHeader>
          <CardContent>
            <ExtractionForm busy={busy} steps={extracting} onSubmit={extract} onBack={() => go({}, 'back')} />
          </CardContent>
        </Card>
      )}
      {review && (
        <div data-stage hidden={stage !== 'review'}>
          <ReviewProfile key={review.version} profile={review.profile} busy={stage === 'creating'} onCreate={createReviewed(review.profile)} onBack={() => go({ method: method! }, 'back')} />
        </div>
      )}
      {stage === 'creating' && (
        <div data-stage>
          <ProgressView steps={steps} />
        </div>
      )}
      <DuplicateDialog existing={duplicate} busy={busy} onUseExisting={useExisting} onGenerate={generateForExisting} onClose={() => setDuplicate(null)} />
    </div>
  );
}
