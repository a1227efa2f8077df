import type { BusinessWithPromotions, GenerateRequest } from '@tapin/core/contracts';
import { Plus, Sparkles, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api';
import { EXAMPLE_PARAM, type PromotionsVariant } from '../../app/paths';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { LoadFailed } from '../../ui/query-state';
import { Spinner } from '../../ui/spinner';
import { Stat } from '../../ui/stat';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import { GenerateDialog } from './GenerateDialog';
import { generationFailedToast } from './promotion-toasts';
import { usePromotionActions } from './promotion-api';
import {
  amountLabel,
  applyFilters,
  emptyTitle,
  facetCounts,
  noFilters,
  performanceInsights,
  promotionRequest,
  quickStats,
  tierCountsWithin,
  tierFilters,
  type PromotionFilters,
  type PromotionFormValues,
} from './promotion-rules';
import { PromotionCard } from './PromotionCard';
import { LazyPromotionForm, loadPromotionForm } from './LazyPromotionForm';

function FilterPanel({ all, filters, onChange }: { all: Parameters<typeof facetCounts>[0]; filters: PromotionFilters; onChange(next: PromotionFilters): void }) {
  const [facet, setFacet] = useState<'category' | 'season'>('category');
  const facetButtons = (name: 'category' | 'season') => (
    <div role="group" aria-label={name === 'category' ? 'Filter by category' : 'Filter by season'} className="flex flex-wrap gap-2">
      {facetCounts(all, name, filters).map((c) => (
        <Button key={c.value} size="sm" variant={filters[name] === c.value ? 'primary' : 'outline'} aria-pressed={filters[name] === c.value} onClick={() => onChange({ ...filters, [name]: c.value })}>
          {c.label} ({c.count})
        </Button>
      ))}
    </div>
  );
  return (
    <Card>
      <CardContent className="p-4">
        <Tabs value={facet} onValueChange={(v) => setFacet(v as 'category' | 'season')}>
          <TabsList aria-label="Filter panel">
            <TabsTrigger value="category">By Category</TabsTrigger>
            <TabsTrigger value="season">By Season</TabsTrigger>
          </TabsList>
          <TabsContent value="category" className="mt-3">
            {facetButtons('category')}
          </TabsContent>
          <TabsContent value="season" className="mt-3">
            {facetButtons('season')}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

/**
 * The promotions of one business: filters with counts, the cards and the ways to add more. The
 * management screen adds the filter panel, Quick Stats and Performance Insights and uses its own words
 * ('AI Generate', 'Add Promotion'); the beta and pioneer screens keep theirs.
 */
export function PromotionsTab({ business, variant, canGenerate, limit }: { business: BusinessWithPromotions; variant: PromotionsVariant; canGenerate: boolean; limit: number }) {
  const actions = usePromotionActions(business);
  const management = variant === 'management';
  const [filters, setFilters] = useState<PromotionFilters>(noFilters);
  // 'Use this example' (/promotion-examples) arrives as ?example=<id>: the create dialog opens with it.
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState<{ draft?: Partial<PromotionFormValues> } | null>(null);
  const [choosing, setChoosing] = useState(false);
  // The dialogs' code follows the screen, so Add and Edit open without waiting.
  useEffect(() => void loadPromotionForm().catch(() => undefined), []);
  // The example is read once (its guide's module only then), and taken out of the address: a reload, or
  // the back button, does not open it again.
  const exampleId = params.get(EXAMPLE_PARAM);
  useEffect(() => {
    if (!exampleId) return;
    setParams((p) => (p.delete(EXAMPLE_PARAM), p), { replace: true });
    void import('../examples/promotion-examples').then(({ exampleById, exampleDraft }) => {
      const example = exampleById(exampleId);
      if (example) setCreating({ draft: exampleDraft(example) });
    });
  }, [exampleId, setParams]);

  if (actions.list.isLoading) return <Spinner label="Loading promotions..." />;
  if (actions.list.isError) return <LoadFailed layout="centered" message="Failed to fetch promotions" retry={() => void actions.list.refetch()} />;

  const promotions = actions.list.data ?? [];
  const counts = tierCountsWithin(promotions, filters);
  const shown = applyFilters(promotions, filters);
  const stats = quickStats(promotions);
  const insights = performanceInsights(shown);

  const generate = (options: GenerateRequest) => {
    setChoosing(false);
    actions.generate.mutate(options, {
      onSuccess: () => toast({ title: 'Success', description: 'AI promotions generated successfully' }),
      onError: (err) => generationFailedToast(err, variant, limit),
    });
  };
  const startGenerating = () => (promotions.length ? setChoosing(true) : generate({}));
  const generateLabel = actions.generate.isPending ? 'Generating...' : management ? 'AI Generate' : 'Generate AI Promotions';
  const createTitle = management ? 'Add Promotion' : 'Create Manual Promotion';

  return (
    <div className="space-y-5">
      {management && promotions.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <FilterPanel all={promotions} filters={filters} onChange={setFilters} />
          <Card>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">Quick Stats</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-2">
                <Stat look="muted" label="Total" value={stats.total} />
                <Stat look="muted" label="Active" value={stats.active} />
                <Stat look="muted" label="Lead Magnets" value={stats.leadMagnets} />
                <Stat look="muted" label="Seasonal" value={stats.seasonal} />
              </dl>
            </CardContent>
          </Card>
        </div>
      )}
      {(promotions.length > 0 || !management) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label="Filter by tier" className="flex flex-wrap gap-2">
            {tierFilters.map((f) => (
              <Button key={f.value} size="sm" variant={filters.tier === f.value ? 'primary' : 'outline'} aria-pressed={filters.tier === f.value} onClick={() => setFilters({ ...filters, tier: f.value })}>
                {f.label} ({counts[f.value]})
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={startGenerating} disabled={!canGenerate || actions.generate.isPending}>
              <Wand2 className="h-4 w-4" aria-hidden="true" /> {generateLabel}
            </Button>
            <Button variant="outline" onClick={() => setCreating({})}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {createTitle}
            </Button>
          </div>
        </div>
      )}
      {(promotions.length > 0 || !management) && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {shown.length} of {promotions.length} showing
        </p>
      )}
      {management && promotions.length === 0 ? (
        <Card className="mx-auto max-w-lg text-center">
          <CardContent className="space-y-4 p-8">
            <Sparkles className="mx-auto h-10 w-10 text-violet-600" aria-hidden="true" />
            <h2 className="text-lg font-semibold">Ready to Create Promotions?</h2>
            <p className="text-sm text-slate-600">Start with a complete suite written by AI for {business.name} (a lead magnet, a core product and an upsell), or write your own.</p>
            <div className="flex flex-col justify-center gap-2 sm:flex-row">
              <Button onClick={() => generate({})} disabled={!canGenerate || actions.generate.isPending}>
                <Wand2 className="h-4 w-4" aria-hidden="true" /> {actions.generate.isPending ? 'Generating...' : 'AI Generate Complete Suite'}
              </Button>
              <Button variant="outline" onClick={() => setCreating({})}>
                <Plus className="h-4 w-4" aria-hidden="true" /> Create Custom Promotion
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : shown.length === 0 ? (
        <Card className="mx-auto max-w-md text-center">
          <CardContent className="p-8">
            <h2 className="text-lg font-semibold">{emptyTitle(filters.tier)}</h2>
            <p className="mt-1 text-sm text-slate-600">{promotions.length === 0 ? 'Generate a complete suite with AI or write your own.' : 'Try another filter or create one.'}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <li key={p.id} className="flex">
              <PromotionCard promotion={p} variant={variant} actions={actions} canGenerate={canGenerate} limit={limit} />
            </li>
          ))}
        </ul>
      )}
      {management && shown.length > 0 && (
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">Performance Insights</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-2 sm:max-w-md">
              <Stat look="muted" label="Average price" value={insights.averagePrice === null ? '—' : amountLabel(insights.averagePrice)} />
              <Stat look="muted" label="Active" value={`${insights.active} of ${shown.length}`} />
            </dl>
          </CardContent>
        </Card>
      )}
      {/* Mounted while open: a new promotion starts blank each time. */}
      {creating && (
      <LazyPromotionForm
        open
        onOpenChange={(open) => setCreating(open ? creating : null)}
        draft={creating.draft}
        title={createTitle}
        onSave={(values) =>
          actions.create.mutateAsync(promotionRequest(values)).then(
            () => toast({ title: 'Success', description: 'Promotion created successfully' }),
            (err: unknown) => {
              toast({ title: 'Error', description: errorMessage(err, 'Failed to create promotion'), variant: 'destructive' });
              throw err;
            },
          )
        }
      />
      )}
      <GenerateDialog open={choosing} onOpenChange={setChoosing} onGenerate={generate} count={promotions.length} />
    </div>
  );
}
