import type { BusinessView, GenerateRequest } from '@tapin/core/contracts';
import { ArrowLeft, BarChart3, MapPin, Palette, Plus, Sparkles, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { useBeta } from '../../app/beta';
import { paths, type PromotionsVariant } from '../../app/paths';
import { Badge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { GenerateDialog } from './GenerateDialog';
import { usePromotionActions } from './promotion-api';
import { emptyTitle, filterByTier, generationsLeft, profileOf, promotionRequest, suiteSummary, tierCounts, tierFilters, type TierFilter } from './promotion-rules';
import { limitToast, PromotionCard } from './PromotionCard';
import { PromotionForm } from './PromotionForm';

/** One business's promotions: the allowance, the tier filter, the cards, and the ways to add more. */
export function PromotionsScreen({ business, variant }: { business: BusinessView; variant: PromotionsVariant }) {
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const admin = user?.role === 'admin';
  const actions = usePromotionActions(business);
  const beta = useBeta();
  const [tier, setTier] = useState<TierFilter>('all');
  const [creating, setCreating] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const welcome = params.get('welcome') === 'true';

  if (actions.list.isLoading) return <Spinner label="Loading promotions..." />;
  const promotions = actions.list.data ?? [];
  const counts = tierCounts(promotions);
  const shown = filterByTier(promotions, tier);
  const limit = beta?.aiGenerationLimit ?? 0;
  const left = generationsLeft(business, limit, admin);
  const canGenerate = left === null || left > 0;
  const back = variant === 'management' && admin ? { to: paths.businesses, label: 'Back to Businesses' } : { to: profileOf(variant, business.id), label: 'Back to Business Profile' };
  const word = variant === 'pioneer' ? 'Pioneer' : 'Beta';

  const generate = (options: GenerateRequest) => {
    setChoosing(false);
    actions.generate.mutate(options, {
      onSuccess: (result) => toast({ title: 'Promotions generated!', description: suiteSummary(result.promotions) }),
      onError: limitToast,
    });
  };
  const startGenerating = () => (promotions.length ? setChoosing(true) : generate({}));

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
      <ButtonLink to={back.to} variant="ghost" size="sm">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
      </ButtonLink>
      {welcome && (
        <Card className="border-violet-200 bg-violet-50/60">
          <CardContent className="flex flex-wrap items-center gap-3 p-5">
            <Sparkles className="h-6 w-6 text-violet-600" aria-hidden="true" />
            <p className="flex-1 text-sm text-violet-900">Welcome to AI Promotions! Start with a complete suite: a lead magnet, a core product and an upsell written for {business.name}.</p>
            <Button variant="ghost" size="sm" onClick={() => setParams((p) => (p.delete('welcome'), p), { replace: true })}>
              Dismiss
            </Button>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight">{business.name}</h1>
            <p className="text-sm text-slate-600">{business.industry || 'Industry not specified'}</p>
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="h-4 w-4" aria-hidden="true" /> {business.location || 'Location not specified'}
            </p>
            {variant === 'management' && (
              <div className="mt-2 flex flex-wrap gap-1.5">
                <Badge tone="brand">{business.isPrimary ? 'Primary Business' : 'Business'}</Badge>
                <Badge>{business.status || 'pending'}</Badge>
              </div>
            )}
          </div>
          {variant === 'management' && admin && (
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={paths.business(business.id, 'branding')} variant="outline" size="sm">
                <Palette className="h-4 w-4" aria-hidden="true" /> Branding
              </ButtonLink>
              <ButtonLink to={paths.business(business.id, 'analytics')} variant="outline" size="sm">
                <BarChart3 className="h-4 w-4" aria-hidden="true" /> Analytics
              </ButtonLink>
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">AI generations</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-slate-700">
          {left === null ? (
            <p>Admins are not limited. {business.aiGenerationsUsed} used for this business so far.</p>
          ) : (
            <p>
              <span className="font-semibold">
                {business.aiGenerationsUsed} of {limit}
              </span>{' '}
              used · {left} left. {word} businesses get {limit} AI generations each (a suite or a single regeneration counts one) while we gather feedback. Manual promotions are unlimited.
            </p>
          )}
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Filter by tier" className="flex flex-wrap gap-2">
          {tierFilters.map((f) => (
            <Button key={f.value} size="sm" variant={tier === f.value ? 'primary' : 'outline'} aria-pressed={tier === f.value} onClick={() => setTier(f.value)}>
              {f.label} ({counts[f.value]})
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={startGenerating} disabled={!canGenerate || actions.generate.isPending}>
            <Wand2 className="h-4 w-4" aria-hidden="true" /> {actions.generate.isPending ? 'Generating...' : 'Generate AI Promotions'}
          </Button>
          <Button variant="outline" onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Create Manual Promotion
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {shown.length} of {promotions.length} showing
      </p>

      {shown.length === 0 ? (
        <Card className="mx-auto max-w-md text-center">
          <CardContent className="p-8">
            <h2 className="text-lg font-semibold">{emptyTitle(tier)}</h2>
            <p className="mt-1 text-sm text-slate-600">{tier === 'all' ? 'Generate a complete suite with AI or write your own.' : 'Try another tier or create one.'}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <li key={p.id} className="flex">
              <PromotionCard promotion={p} variant={variant} actions={actions} canGenerate={canGenerate} />
            </li>
          ))}
        </ul>
      )}

      <PromotionForm
        open={creating}
        onOpenChange={setCreating}
        title="Create Manual Promotion"
        onSave={(values) => actions.create.mutateAsync(promotionRequest(values)).then(() => toast({ title: 'Promotion created', description: `"${values.title}" was added.` }))}
      />
      <GenerateDialog open={choosing} onOpenChange={setChoosing} onGenerate={generate} count={promotions.length} />
    </div>
  );
}
