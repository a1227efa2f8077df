import type { BusinessView, IndustryKey } from '@tapin/core/contracts';
import { ArrowLeft, Briefcase, Calendar, Dumbbell, Lightbulb, Scissors, ShoppingBag, Sparkles, Utensils } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { EXAMPLE_PARAM, paths } from '../../app/paths';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { cn } from '../../ui/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { useBusinesses } from '../businesses/business-api';
import { promotionsLink } from '../nav/nav-rules';
import {
  exampleIndustries,
  examplePeriods,
  examplesBadge,
  examplesFor,
  exampleTierInfo,
  exampleTiers,
  formatExamplePrice,
  type ExampleTab,
  type ExampleTier,
  type PromotionExample,
} from './promotion-examples';

const industryIcons: Record<IndustryKey, typeof Utensils> = {
  restaurant: Utensils,
  professional: Briefcase,
  fitness: Dumbbell,
  beauty: Scissors,
  retail: ShoppingBag,
};

const tierTones: Record<ExampleTier, 'neutral' | 'brand' | 'green' | 'violet'> = {
  tripwire: 'neutral',
  lead_magnet: 'green',
  core_product: 'brand',
  upsell: 'violet',
};

const tierAdvice: Record<ExampleTier, string> = {
  tripwire: 'A small paid first step that turns a visitor into a customer.',
  lead_magnet: 'An easy yes that brings new customers through the door.',
  core_product: 'Your main offer, where most of the revenue comes from.',
  upsell: 'A premium package for your best customers.',
};

const isIndustry = (value: string | null): value is IndustryKey => exampleIndustries.some((i) => i.key === value);

/** The industry shown first: the address's, else the caller's own business's, else restaurants. */
function startingIndustry(requested: string | null, businesses: readonly BusinessView[] | undefined): IndustryKey {
  if (isIndustry(requested)) return requested;
  const own = businesses?.find((b) => !b.isTestData && b.industry);
  const match = exampleIndustries.find((i) => i.label.toLowerCase() === own?.industry?.trim().toLowerCase());
  return match?.key ?? exampleIndustries[0]!.key;
}

function ExampleCard({ example, exampleHref }: { example: PromotionExample; exampleHref: string }) {
  const tier = exampleTierInfo[example.tier];
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-2">
        <Badge tone={tierTones[example.tier]}>{tier.label}</Badge>
        <span className="text-lg font-bold text-slate-900">{formatExamplePrice(example.price)}</span>
      </div>
      <h4 className="mt-2 font-semibold text-slate-900">{example.name}</h4>
      <p className="mt-1 flex-1 text-sm text-slate-600">{example.description}</p>
      <Link to={exampleHref} className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline" aria-label={`Use this example: ${example.name}`}>
        <Sparkles className="h-4 w-4" aria-hidden="true" /> Use this example
      </Link>
    </li>
  );
}

/** /promotion-examples: offer ladders per industry, by season and by quarter, each ready to use as a promotion. */
export default function PromotionExamplesPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useUser();
  const businesses = useBusinesses({ enabled: Boolean(user) });
  const industry = startingIndustry(params.get('industry'), businesses.data);
  const tab: ExampleTab = params.get('tab') === 'quarterly' ? 'quarterly' : 'seasonal';
  const update = (change: Record<string, string>) => setParams({ industry, tab, ...change }, { replace: true });

  // 'Use this example' opens the caller's promotions screen with the example (?example=<id>), which pre-fills its create dialog.
  const screen = promotionsLink(user, businesses.data ?? []) ?? paths.promotions();
  const exampleHref = (example: PromotionExample) => `${screen}${screen.includes('?') ? '&' : '?'}${EXAMPLE_PARAM}=${encodeURIComponent(example.id)}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <ButtonLink to={paths.businesses} variant="ghost" size="sm" className="mb-4">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Businesses
      </ButtonLink>
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Promotion Examples & Strategy Guide</h1>
        <p className="mt-1 text-slate-600">Proven offers for every season and quarter, laddered from a first small purchase to a premium package.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge tone="brand">{exampleIndustries.length} Industries</Badge>
          <Badge tone="green">{examplesBadge()}</Badge>
        </div>
      </header>

      <section aria-labelledby="industry-heading" className="mb-6">
        <h2 id="industry-heading" className="mb-2 text-sm font-medium text-slate-700">
          Choose your industry
        </h2>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {exampleIndustries.map(({ key, label }) => {
            const Icon = industryIcons[key];
            const active = key === industry;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={active}
                onClick={() => update({ industry: key })}
                className={cn(
                  'flex items-center gap-2 rounded-lg border p-3 text-left text-sm font-medium',
                  active ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden="true" /> {label}
              </button>
            );
          })}
        </div>
      </section>

      <Tabs value={tab} onValueChange={(value) => update({ tab: value })}>
        <TabsList>
          <TabsTrigger value="seasonal">Seasonal</TabsTrigger>
          <TabsTrigger value="quarterly">Quarterly</TabsTrigger>
        </TabsList>
        {(['seasonal', 'quarterly'] as const).map((t) => (
          <TabsContent key={t} value={t} className="space-y-6">
            {examplePeriods[t].map((period) => (
              <Card key={period.key}>
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <Calendar className="h-5 w-5 text-brand-700" aria-hidden="true" /> {period.label}
                  </CardTitle>
                  <CardDescription>{period.months}</CardDescription>
                </CardHeader>
                <CardContent>
                  <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                    {examplesFor(industry, period.key).map((example) => (
                      <ExampleCard key={example.id} example={example} exampleHref={exampleHref(example)} />
                    ))}
                  </ul>
                </CardContent>
              </Card>
            ))}
          </TabsContent>
        ))}
      </Tabs>

      <Card className="mt-8">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="h-5 w-5 text-amber-500" aria-hidden="true" /> How the tiers work together
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {exampleTiers.map((tier) => (
              <div key={tier} className="rounded-lg bg-slate-50 p-3">
                <dt className="flex items-center justify-between gap-2">
                  <Badge tone={tierTones[tier]}>{exampleTierInfo[tier].label}</Badge>
                  <span className="text-xs text-slate-500">{exampleTierInfo[tier].guidance}</span>
                </dt>
                <dd className="mt-2 text-sm text-slate-600">{tierAdvice[tier]}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <footer className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.promotions()}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> Create Your First Promotion
        </ButtonLink>
        <ButtonLink to={paths.businesses} variant="outline">
          View My Businesses
        </ButtonLink>
      </footer>
    </div>
  );
}
