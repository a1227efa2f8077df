import { conversionRate, type BusinessWithPromotions, type PromotionAnalytics as Figures, type PromotionFigures } from '@tapin/core/contracts';
import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { cn } from '../../ui/cn';
import { LineChart, type ChartSeries } from '../../ui/line-chart';
import { Spinner } from '../../ui/spinner';
import { usePromotionAnalytics } from '../promotions/promotion-api';
import { amountLabel, priceLabel } from '../promotions/price-label';
import { tierInfo } from '../promotions/promotion-vocabulary';

function change(value: number | null, unit: string): string {
  if (value === null) return 'no earlier figures';
  return `${value > 0 ? '+' : ''}${value}${unit} vs last month`;
}

/** Whether anything at all was recorded in the two windows (a click, a claim or a redemption counts as much as a view). */
export function hasActivity(data: Figures): boolean {
  const { current: c, previous: p } = data;
  return c.views + c.clicks + c.claims + c.redemptions + p.views + p.clicks + p.claims + p.redemptions > 0;
}

/** The funnel's steps: each with its count and its share of the step before (never above 100%). */
export function funnelSteps(f: Pick<PromotionFigures, 'views' | 'claims' | 'redemptions'>) {
  return [
    { label: 'Views', count: f.views, note: 'public page and directory' },
    { label: 'Claims', count: f.claims, note: `${conversionRate(f.claims, f.views)}% of views` },
    { label: 'Redemptions', count: f.redemptions, note: `${conversionRate(f.redemptions, f.claims)}% of claims` },
  ];
}

/** Views, claims and redemptions of the last 30 days as bars, each step's share beside it. */
function Funnel({ figures }: { figures: PromotionFigures }) {
  const steps = funnelSteps(figures);
  const widest = Math.max(1, ...steps.map((s) => s.count));
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Funnel (30 days)</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3" aria-label="Views, claims and redemptions">
          {steps.map((step) => (
            <li key={step.label}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{step.label}</span>
                <span>
                  <span className="font-bold">{step.count}</span> <span className="text-slate-600">· {step.note}</span>
                </span>
              </div>
              <div className="mt-1 h-3 rounded bg-slate-100" aria-hidden="true">
                <div className="h-3 rounded bg-brand-600" style={{ width: `${Math.max(step.count > 0 ? 2 : 0, (step.count / widest) * 100)}%` }} />
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

const series: readonly ChartSeries<'views' | 'clicks' | 'redemptions'>[] = [
  { key: 'views', label: 'Views', color: '#2563eb' },
  { key: 'clicks', label: 'Clicks', color: '#f59e0b' },
  { key: 'redemptions', label: 'Redemptions', color: '#059669' },
];

/** Promotion figures computed from recorded views, clicks and redemptions; empty until there are some. */
export function PromotionAnalytics({ business }: { business: BusinessWithPromotions }) {
  const analytics = usePromotionAnalytics(business);
  if (!business.promotionsEnabled) {
    return <Empty text="Analytics begin once the business is published and promotions are enabled." />;
  }
  if (analytics.isLoading) return <Spinner label="Loading analytics..." />;
  if (analytics.isError) return <Empty text="Failed to fetch analytics" />;
  const data = analytics.data;
  if (!data || !hasActivity(data)) {
    return <Empty text="No promotion activity recorded yet. Views, clicks, claims and redemptions will show here as they happen." />;
  }
  const c = data.current;
  const cards = [
    { label: 'Revenue (30 days)', value: `$${c.revenue.toLocaleString()}`, note: change(data.change.revenue, '%') },
    { label: 'Conversions', value: String(c.redemptions), note: change(data.change.conversions, '%') },
    { label: 'Avg. conversion rate', value: `${c.conversionRate}%`, note: change(data.change.conversionRate, ' pts') },
    { label: 'Top performer', value: data.topPerformer ? tierInfo[data.topPerformer.tier].label : '—', note: data.topPerformer?.title ?? 'no redemptions yet' },
    { label: 'Views (30 days)', value: String(c.views), note: `${data.previous.views} the month before` },
    { label: 'Clicks (30 days)', value: String(c.clicks), note: `${data.previous.clicks} the month before` },
    { label: 'Claims (30 days)', value: String(c.claims), note: `${data.previous.claims} the month before` },
  ];
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {cards.map((card) => (
          <Card key={card.label}>
            <CardContent className="p-4">
              <div className="text-sm text-slate-600">{card.label}</div>
              <div className="text-2xl font-bold">{card.value}</div>
              <div className="text-xs text-slate-500">{card.note}</div>
            </CardContent>
          </Card>
        ))}
      </div>
      <Funnel figures={c} />
      {data.daily.length > 0 && (
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">Over time</CardTitle>
          </CardHeader>
          <CardContent>
            <LineChart days={data.daily} series={series} />
          </CardContent>
        </Card>
      )}
      <FiguresTable
        title="By tier"
        columns={['Tier', '#Views', '#Claims', '#Redemptions', '#Revenue', '#Claim rate', '#Conversion']}
        rowHeaders
        rows={data.tiers.map((t) => ({
          key: t.tier,
          cells: [
            <>
              {tierInfo[t.tier].label} <span className="text-slate-500">({t.promotions})</span>
            </>,
            t.views,
            t.claims,
            t.redemptions,
            amountLabel(t.revenue),
            `${t.claimRate}%`,
            `${t.conversionRate}%`,
          ],
        }))}
      />
      <FiguresTable
        title="By promotion"
        columns={['Promotion', 'Tier', '#Price', '#Views', '#Clicks', '#Claims', '#Redemptions', '#Revenue', '#Conversion']}
        rows={data.promotions.map((p) => ({
          key: p.id,
          cells: [p.title, tierInfo[p.tier].label, priceLabel(p.price), p.views, p.clicks, p.claims, p.redemptions, amountLabel(p.revenue), `${p.conversionRate}%`],
        }))}
      />
    </div>
  );
}

/**
 * A card with a table of figures: a column named `#…` holds numbers (right-aligned, the `#` not shown);
 * with `rowHeaders`, each row's first cell names the row.
 */
function FiguresTable({ title, columns, rows, rowHeaders = false }: { title: string; columns: string[]; rows: Array<{ key: string | number; cells: ReactNode[] }>; rowHeaders?: boolean }) {
  const numeric = columns.map((c) => c.startsWith('#'));
  const align = (i: number) => (numeric[i] ? 'py-1.5 text-right' : 'py-1.5');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-left text-sm" style={{ minWidth: `${Math.max(32, columns.length * 4.5)}rem` }}>
          <thead className="text-slate-500">
            <tr>
              {columns.map((c, i) => (
                <th key={c} className={cn('whitespace-nowrap py-1 pr-2 font-medium', numeric[i] && 'text-right')}>
                  {c.replace(/^#/, '')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100">
                {row.cells.map((cell, i) =>
                  i === 0 && rowHeaders ? (
                    <th key={i} scope="row" className="py-1.5 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={align(i)}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-6 text-sm text-slate-600">
        <BarChart3 className="h-6 w-6 text-slate-400" aria-hidden="true" />
        {text}
      </CardContent>
    </Card>
  );
}
