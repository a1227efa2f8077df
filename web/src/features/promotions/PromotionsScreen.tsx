import { isAdmin, type BusinessWithPromotions } from '@tapin/core/contracts';
import { ArrowLeft, BarChart3, MapPin, Palette, ScanLine, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { useBeta } from '../../app/beta';
import { useFlags } from '../../app/flags';
import { paths, routes, type PromotionsVariant } from '../../app/paths';
import { screenOn } from '../../app/screen-flags';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { generationsLeft, limitMessage, profileOf } from './promotion-rules';
import { PromotionsTab } from './PromotionsTab';

// The other two tabs load when first opened: the Promotions tab is what the screen opens on.
const PromotionAnalytics = lazy(() => import('../businesses/PromotionAnalytics').then((m) => ({ default: m.PromotionAnalytics })));
const CampaignsTab = lazy(() => import('./CampaignsTab').then((m) => ({ default: m.CampaignsTab })));

type ManagementTab = 'promotions' | 'analytics' | 'campaigns';

/** How many AI generations are used and left; the 'Limit Reached' badge once none are left. */
function GenerationLimitCard({ business, variant, limit, left }: { business: BusinessWithPromotions; variant: PromotionsVariant; limit: number; left: number | null }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">AI Generations</CardTitle>
        {left === 0 && <Badge tone="red">Limit Reached</Badge>}
      </CardHeader>
      <CardContent className="text-sm text-slate-700">
        {left === null ? (
          <p>Admins are not limited. {business.aiGenerationsUsed} used for this business so far.</p>
        ) : (
          <p>
            <span className="font-semibold">
              {business.aiGenerationsUsed} of {limit}
            </span>{' '}
            used · {left} left. {limitMessage(variant, limit)} A suite or a single regeneration counts one; manual promotions are unlimited.
          </p>
        )}
        {left !== null && <p className="mt-2 font-medium text-brand-800">Upgrading gives unlimited AI generations, once TAPin opens beyond the beta.</p>}
      </CardContent>
    </Card>
  );
}

/**
 * One business's promotions. The management screen has three tabs (Promotions, Analytics, Seasonal
 * Campaigns); the beta and pioneer screens show the promotions alone, in their own words.
 */
export function PromotionsScreen({ business, variant }: { business: BusinessWithPromotions; variant: PromotionsVariant }) {
  const { user } = useUser();
  const { flags } = useFlags();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<ManagementTab>('promotions');
  const admin = isAdmin(user);
  const beta = useBeta();
  const limit = beta?.aiGenerationLimit ?? 0;
  const left = generationsLeft(business, limit, admin);
  const back = variant === 'management' && admin ? { to: paths.businesses, label: 'Back to Businesses' } : { to: profileOf(variant, business.id), label: 'Back to Business Profile' };
  const welcome = params.get('welcome') === 'true';
  const promotionsTab = <PromotionsTab business={business} variant={variant} canGenerate={left === null || left > 0} limit={limit} />;

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ButtonLink to={back.to} variant="ghost" size="sm">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
        </ButtonLink>
        {/* The counter's task: a customer shows a claimed offer's code. */}
        {screenOn(flags, routes.redeem) && (
          <ButtonLink to={paths.redeem({ businessId: business.id })} className="h-11">
            <ScanLine className="h-4 w-4" aria-hidden="true" /> Redeem a code
          </ButtonLink>
        )}
      </div>
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
            {variant === 'management' && <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{business.isPrimary ? 'Primary Business' : 'Business'}</p>}
            <h1 className="text-2xl font-bold tracking-tight">{business.name}</h1>
            <p className="text-sm text-slate-600">{business.industry || 'Industry not specified'}</p>
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="h-4 w-4" aria-hidden="true" /> {business.location || 'Location not specified'}
            </p>
            {variant === 'management' && (
              <div className="mt-2 flex flex-wrap gap-1.5">
                {business.isPrimary && <Badge tone="brand">Primary</Badge>}
                <Badge>{business.status || 'pending'}</Badge>
              </div>
            )}
          </div>
          {variant === 'management' && admin && (
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={paths.business(business.id)} variant="outline" size="sm">
                <Palette className="h-4 w-4" aria-hidden="true" /> Branding
              </ButtonLink>
              <ButtonLink to={paths.business(business.id, 'analytics')} variant="outline" size="sm">
                <BarChart3 className="h-4 w-4" aria-hidden="true" /> Analytics
              </ButtonLink>
            </div>
          )}
        </CardContent>
      </Card>
      <GenerationLimitCard business={business} variant={variant} limit={limit} left={left} />
      {variant === 'management' ? (
        <Tabs value={tab} onValueChange={(v) => setTab(v as ManagementTab)}>
          <TabsList aria-label="Promotions management">
            <TabsTrigger value="promotions">Promotions</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            {flags.seasonalPromotions !== false && <TabsTrigger value="campaigns">Seasonal Campaigns</TabsTrigger>}
          </TabsList>
          <TabsContent value="promotions">{promotionsTab}</TabsContent>
          <TabsContent value="analytics">
            <Suspense fallback={<Spinner label="Loading analytics..." />}>
              <PromotionAnalytics business={business} />
            </Suspense>
          </TabsContent>
          <TabsContent value="campaigns">
            <Suspense fallback={<Spinner label="Loading campaigns..." />}>
              <CampaignsTab business={business} />
            </Suspense>
          </TabsContent>
        </Tabs>
      ) : (
        promotionsTab
      )}
    </div>
  );
}
