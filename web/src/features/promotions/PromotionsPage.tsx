import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BarChart3, MapPin, Palette, Pencil, Plus, RefreshCw, Sparkles, Trash2, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiError, apiRequest, errorMessage } from '../../app/api';
import { useUser } from '../../app/auth';
import { useBeta } from '../../app/beta';
import type { Business, Promotion } from '../../app/types';
import { Badge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { MessagePage } from '../../ui/message-page';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { businessesKey, businessKey, useBusiness, useBusinesses } from '../businesses/business-api';
import { profilePath } from '../owner/profile-paths';
import { PromotionForm, type PromotionInput } from './PromotionForm';
import {
  defaultBusiness,
  emptyTitle,
  filterByTier,
  generationsLeft,
  priceLabel,
  requestedBusinessId,
  tierCounts,
  tierFilters,
  tierLabel,
  type PromotionsVariant,
  type TierFilter,
  suiteSummary,
} from './promotion-rules';

const tierTone = { lead_magnet: 'green', core_product: 'brand', upsell: 'violet' } as const;

function Message({ title, text, action }: { title: string; text?: string; action: { to: string; label: string } }) {
  return (
    <MessagePage title={title} text={text}>
      <ButtonLink to={action.to}>{action.label}</ButtonLink>
    </MessagePage>
  );
}

const profileOf = (variant: PromotionsVariant, id: number) => profilePath(variant === 'pioneer' ? 'pioneer' : 'beta', id);

/** The promotions of one business and everything done to them; every change refreshes the list and the business. */
function usePromotionActions(business: Business) {
  const client = useQueryClient();
  const listKey = [`/api/businesses/${business.id}/promotions`];
  const refresh = () => {
    void client.invalidateQueries({ queryKey: listKey });
    void client.invalidateQueries({ queryKey: businessKey(business.id) });
    void client.invalidateQueries({ queryKey: businessesKey });
  };
  const body = (input: PromotionInput) => ({
    title: input.title,
    description: input.description,
    price: input.price,
    tier: input.tier,
    category: input.category,
    season: input.season,
    status: input.status,
    isActive: input.isActive,
    ...(input.image !== undefined ? { image: input.image } : {}),
  });
  return {
    list: useQuery<Promotion[]>({ queryKey: listKey }),
    generate: useMutation({
      mutationFn: (options: { replaceExisting?: boolean; markAsArchived?: boolean }) =>
        apiRequest<{ promotions: Promotion[]; aiGenerationsUsed: number; aiGenerationLimit: number }>('POST', `/api/businesses/${business.id}/promotions/generate`, options),
      onSettled: refresh,
    }),
    create: useMutation({ mutationFn: (input: PromotionInput) => apiRequest<Promotion>('POST', `/api/businesses/${business.id}/promotions`, body(input)), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: PromotionInput }) => apiRequest<Promotion>('PUT', `/api/promotions/${id}`, body(input)), onSuccess: refresh }),
    regenerate: useMutation({ mutationFn: (id: number) => apiRequest<Promotion>('POST', `/api/promotions/${id}/regenerate`), onSettled: refresh }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest('DELETE', `/api/promotions/${id}`), onSuccess: refresh }),
  };
}

function limitToast(err: unknown) {
  const title = err instanceof ApiError && typeof err.data?.title === 'string' ? err.data.title : 'Generation failed';
  toast({ title, description: errorMessage(err, 'The promotions could not be generated. Please try again.'), variant: 'destructive' });
}

function PromotionCard({ promotion: p, variant, actions, canGenerate }: { promotion: Promotion; variant: PromotionsVariant; actions: ReturnType<typeof usePromotionActions>; canGenerate: boolean }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const regenerating = actions.regenerate.isPending && actions.regenerate.variables === p.id;
  return (
    <Card className="flex w-full flex-col">
      {p.imageUrl && <img src={p.imageUrl} alt="" className="h-40 w-full rounded-t-xl object-cover" />}
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <Badge tone={tierTone[p.tier]}>{tierLabel(p.tier)}</Badge>
          <span className="text-lg font-bold text-slate-900">{priceLabel(p.price)}</span>
        </div>
        <CardTitle className="text-base">{p.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm text-slate-700">
        <p>{p.description}</p>
        <div className="flex flex-wrap gap-1.5">
          {variant !== 'management' && <Badge tone="amber">{variant === 'pioneer' ? 'Pioneer' : 'Beta'}</Badge>}
          {p.status === 'active' && p.isActive ? <Badge tone="green">Active</Badge> : <Badge>{p.status === 'active' ? 'Inactive' : p.status}</Badge>}
          {p.origin === 'ai' && (
            <Badge tone="violet">
              <Sparkles className="h-3 w-3" aria-hidden="true" /> AI
            </Badge>
          )}
        </div>
      </CardContent>
      <CardFooter>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!canGenerate || actions.regenerate.isPending}
          title={canGenerate ? 'Write a new version (uses one AI generation)' : 'No AI generations left'}
          onClick={() =>
            actions.regenerate.mutate(p.id, {
              onSuccess: () => toast({ title: 'Promotion regenerated', description: 'A new version replaced the old one.' }),
              onError: limitToast,
            })
          }
        >
          <RefreshCw className={regenerating ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" /> {regenerating ? 'Regenerating...' : 'Regenerate'}
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(true)} aria-label={`Delete ${p.title}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </CardFooter>
      <PromotionForm
        open={editing}
        onOpenChange={setEditing}
        promotion={p}
        title="Edit Promotion"
        onSave={(input) => actions.update.mutateAsync({ id: p.id, input }).then(() => toast({ title: 'Promotion updated', description: 'Your changes are saved.' }))}
      />
      <Dialog open={deleting} onOpenChange={setDeleting} title="Delete this promotion?" description={`"${p.title}" will be removed for good.`}>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDeleting(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={actions.remove.isPending}
            onClick={() =>
              actions.remove.mutate(p.id, {
                onSuccess: () => {
                  setDeleting(false);
                  toast({ title: 'Promotion deleted', description: `"${p.title}" was removed.` });
                },
                onError: (err) => toast({ title: 'Delete failed', description: errorMessage(err, 'Please try again'), variant: 'destructive' }),
              })
            }
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

/** Generating when promotions exist: keep them, archive them, or replace them. */
function GenerateDialog({ open, onOpenChange, onGenerate, count }: { open: boolean; onOpenChange(open: boolean): void; onGenerate(options: { replaceExisting?: boolean; markAsArchived?: boolean }): void; count: number }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Generate a new AI suite" description={`You have ${count} promotion${count === 1 ? '' : 's'}. What should happen to them?`}>
      <div className="flex flex-col gap-2">
        <Button onClick={() => onGenerate({})}>Keep them and add the new suite</Button>
        <Button variant="outline" onClick={() => onGenerate({ markAsArchived: true })}>
          Archive them
        </Button>
        <Button variant="outline" onClick={() => onGenerate({ replaceExisting: true })}>
          Replace them
        </Button>
      </div>
    </Dialog>
  );
}

function PromotionsScreen({ business, variant }: { business: Business; variant: PromotionsVariant }) {
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
  const back = variant === 'management' && admin ? { to: '/businesses', label: 'Back to Businesses' } : { to: profileOf(variant, business.id), label: 'Back to Business Profile' };
  const word = variant === 'pioneer' ? 'Pioneer' : 'Beta';

  const generate = (options: { replaceExisting?: boolean; markAsArchived?: boolean }) => {
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
              <ButtonLink to={`/businesses/${business.id}?tab=branding`} variant="outline" size="sm">
                <Palette className="h-4 w-4" aria-hidden="true" /> Branding
              </ButtonLink>
              <ButtonLink to={`/businesses/${business.id}?tab=analytics`} variant="outline" size="sm">
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
        onSave={(input) => actions.create.mutateAsync(input).then(() => toast({ title: 'Promotion created', description: `"${input.title}" was added.` }))}
      />
      <GenerateDialog open={choosing} onOpenChange={setChoosing} onGenerate={generate} count={promotions.length} />
    </div>
  );
}

/**
 * /promotions, /beta-promotions and /pioneer-promotions: one business's promotions. The business comes
 * from the query; the management screen falls back to the only or the primary business.
 */
export default function PromotionsPage({ variant }: { variant: PromotionsVariant }) {
  const { user } = useUser();
  const [params] = useSearchParams();
  const requested = requestedBusinessId(variant, params);
  const businesses = useBusinesses();
  const business = useBusiness(requested ?? undefined);
  const fallback = variant === 'management' && !requested ? defaultBusiness(businesses.data ?? []) : null;

  useEffect(() => {
    if (business.error && !(business.error instanceof ApiError && business.error.status === 404)) console.warn('business could not be loaded', business.error);
  }, [business.error]);

  if (!requested) {
    if (variant !== 'management') return <Message title="Business Not Found" text="Choose a business from your dashboard to manage its promotions." action={{ to: '/dashboard', label: 'Back to Dashboard' }} />;
    if (businesses.isLoading) return <Spinner label="Loading promotions..." />;
    if (fallback) return <Navigate to={`/promotions?businessId=${fallback.id}`} replace />;
    return (
      <Message
        title="No Business Selected"
        text="Pick the business whose promotions you want to manage."
        action={user?.role === 'admin' ? { to: '/businesses', label: 'Select Business' } : { to: '/dashboard', label: 'Select Business' }}
      />
    );
  }
  if (business.isLoading) return <Spinner label="Loading promotions..." />;
  if (!business.data) return <Message title="Business Not Found" text="This business doesn't exist or you don't have access to it." action={{ to: '/dashboard', label: 'Back to Dashboard' }} />;
  const b = business.data;
  if (!b.published || !b.promotionsEnabled) {
    return (
      <Message
        title="Promotions Not Enabled"
        text="Promotions are an optional beta feature. Publish your business to the directory, then enable AI promotions from its profile."
        action={{ to: profileOf(variant, b.id), label: 'Back to Business Profile' }}
      />
    );
  }
  return <PromotionsScreen business={b} variant={variant} />;
}
