import { isAdmin, type BusinessWithPromotions } from '@tapin/core/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { useFlags } from '../../app/flags';
import { paths, type BusinessTab } from '../../app/paths';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { useCampaignList, usePromotionList } from '../promotions/promotion-api';
import { useBusiness } from './business-api';
import { BrandingScoreCard } from './BrandingScoreCard';
import { BusinessDetailsForm } from './BusinessDetailsForm';
import { BusinessNotFound } from './BusinessNotFound';
import { CompletionCard } from './CompletionCard';
import { OpeningHoursCard } from './OpeningHoursCard';
import { PromotionAnalytics } from './PromotionAnalytics';
import { ReferralsCard } from './ReferralsCard';
import { StatusBadges } from './StatusBadges';

const tabs: readonly BusinessTab[] = ['overview', 'details', 'analytics', 'branding'];
const colorRoles = ['Primary', 'Secondary', 'Accent'];

function Counter({ label, value }: { label: string; value: string | number }) {
  return (
    <Card>
      <CardContent className="p-4">
        <div className="text-2xl font-bold text-slate-900">{value}</div>
        <div className="text-sm text-slate-600">{label}</div>
      </CardContent>
    </Card>
  );
}

/** Counters from the business's real promotions and campaigns (none until promotions are enabled). */
function Overview({ business }: { business: BusinessWithPromotions }) {
  const promotions = usePromotionList(business);
  const campaigns = useCampaignList(business);
  const list = promotions.data ?? [];
  const average = list.length ? Math.round(list.reduce((sum, p) => sum + p.price, 0) / list.length) : 0;
  return (
    <div className="space-y-5">
      <CompletionCard title="Profile completion" completion={business.completion.profile} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Counter label="Total promotions" value={list.length} />
        <Counter label="Active promotions" value={list.filter((p) => p.status === 'active' && p.isActive).length} />
        <Counter label="Seasonal campaigns" value={campaigns.data?.length ?? 0} />
        <Counter label="Average price" value={`$${average}`} />
      </div>
      {!business.promotionsEnabled && <p className="text-sm text-slate-600">Promotion figures appear once the business is published and promotions are enabled.</p>}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Business overview</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-slate-700">
          <p>{business.description || 'No description provided'}</p>
          {business.valueProposition && <p className="italic">“{business.valueProposition}”</p>}
          <p>
            {business.industry || 'Industry not specified'} · {business.location || 'Location not specified'}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function Branding({ business }: { business: BusinessWithPromotions }) {
  const cardText = typeof business.extractedData?.businessCardText === 'string' ? business.extractedData.businessCardText : '';
  const colors = business.brandColors.slice(0, 3);
  return (
    <div className="space-y-5">
      <CompletionCard title="Branding completion" completion={business.completion.branding} />
      <BrandingScoreCard business={business} />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Brand colors</CardTitle>
        </CardHeader>
        <CardContent>
          {colors.length ? (
            <ul className="grid gap-3 sm:grid-cols-3">
              {colors.map((color, i) => (
                <li key={color} className="flex items-center gap-3">
                  <span className="h-12 w-12 rounded-lg border border-slate-200" style={{ backgroundColor: color }} aria-hidden="true" />
                  <span>
                    <span className="block text-sm font-medium">{colorRoles[i]}</span>
                    <span className="text-xs text-slate-600">{color}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No brand colors yet. Add your website in the intake and we read them from it.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Brand assets</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="mb-2 text-sm font-medium">Logo</p>
            {business.logoUrl ? <img src={business.logoUrl} alt={`${business.name} logo`} width={128} height={128} className="h-32 w-32 rounded border border-slate-200 object-contain" /> : <p className="text-sm text-slate-600">No logo yet.</p>}
          </div>
          <div>
            <p className="mb-2 text-sm font-medium">Business card</p>
            {business.cardImageUrl ? <img src={business.cardImageUrl} alt={`${business.name} business card`} width={280} height={160} className="h-40 w-70 max-w-full rounded border border-slate-200 object-contain" /> : <p className="text-sm text-slate-600">No business card yet.</p>}
          </div>
        </CardContent>
      </Card>
      {cardText && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Business card text</CardTitle>
          </CardHeader>
          <CardContent>
            <pre className="whitespace-pre-wrap font-sans text-sm text-slate-700">{cardText}</pre>
          </CardContent>
        </Card>
      )}
      {colors.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Brand guidelines</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm text-slate-700">
            <p>Headlines and buttons in {colors[0]}{colors[1] ? `, supporting panels in ${colors[1]}` : ''}{colors[2] ? `, highlights in ${colors[2]}` : ''}.</p>
            {business.valueProposition && <p>Lead with your promise: “{business.valueProposition.replace(/(?<![.!])[.!]+$/, '')}”.</p>}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** /businesses/{id}: overview, details, analytics and branding tabs (the tab from ?tab=). */
export default function BusinessProfilePage() {
  const { id } = useParams();
  const { user } = useUser();
  const { flags } = useFlags();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const business = useBusiness(id);
  const tab = tabs.find((t) => t === params.get('tab')) ?? 'overview';
  // Admins come from the portfolio; an owner from their business's own profile page.
  const back = isAdmin(user) ? { to: paths.businesses, label: 'Back to Businesses' } : { to: paths.profile('pioneer', id ?? ''), label: 'Back to Profile' };

  if (business.isLoading) return <Spinner label="Loading business..." />;
  if (!business.data) return <BusinessNotFound back={isAdmin(user) ? back : { to: paths.dashboard, label: 'Back to Dashboard' }} />;
  const b = business.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ButtonLink to={back.to} variant="ghost" size="sm" className="mb-4">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
      </ButtonLink>
      <div className="mb-6 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">{b.name}</h1>
        <StatusBadges business={b} />
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="branding">Branding</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Overview business={b} />
        </TabsContent>
        <TabsContent value="details" className="space-y-5">
          <Card>
            <CardContent className="p-6">
              <BusinessDetailsForm business={b} editing={editing} onEditingChange={setEditing} />
            </CardContent>
          </Card>
          <OpeningHoursCard business={b} />
        </TabsContent>
        <TabsContent value="analytics" className="space-y-5">
          {flags.network === true && <ReferralsCard businessId={b.id} owned={b.userId === user?.id} />}
          <PromotionAnalytics business={b} />
        </TabsContent>
        <TabsContent value="branding">
          <Branding business={b} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
