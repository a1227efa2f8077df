import type { BusinessWithPromotions, PromotionAnalytics as Figures } from '@tapin/core/contracts';
import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { LineChart, type ChartSeries } from '../../ui/line-chart';
import { Spinner } from '../../ui/spinner';
import { usePromotionAnalytics } from '../promotions/promotion-api';
import { priceLabel } from '../promotions/price-label';
import { tierInfo } from '../promotions/promotion-vocabulary';

function change(value: number | null, unit: string): string {
  if (value === null) return 'no earlier figures';
  return `${value > 0 ? '+' : ''}${value}${unit} vs last month`;
}

/** Whether anything at all was recorded in the two windows (a click or a redemption counts as much as a view). */
export function hasActivity(data: Figures): boolean {
  const { current: c, previous: p } = data;
  return c.views + c.clicks + c.redemptions + p.views + p.clicks + p.redemptions > 0;
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
    return <Empty text="No promotion activity recorded yet. Views, clicks and redemptions will show here as they happen." />;
  }
  const c = data.current;
  const cards = [
    { label: 'Revenue (30 days)', value: `$${c.revenue.toLocaleString()}`, note: change(data.change.revenue, '%') },
    { label: 'Conversions', value: String(c.redemptions), note: change(data.change.conversions, '%') },
    { label: 'Avg. conversion rate', value: `${c.conversionRate}%`, note: change(data.change.conversionRate, ' pts') },
    { label: 'Top performer', value: data.topPerformer ? tierInfo[data.topPerformer.tier].label : '—', note: data.topPerformer?.title ?? 'no redemptions yet' },
    { label: 'Views (30 days)', value: String(c.views), note: `${data.previous.views} the month before` },
    { label: 'Clicks (30 days)', value: String(c.clicks), note: `${data.previous.clicks} the month before` },
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
      <Card>
        <CardHeader>
          <CardTitle className="text-base">By promotion</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th className="py-1 font-medium">Promotion</th>
                <th className="py-1 font-medium">Tier</th>
                <th className="py-1 text-right font-medium">Price</th>
                <th className="py-1 text-right font-medium">Views</th>
                <th className="py-1 text-right font-medium">Clicks</th>
                <th className="py-1 text-right font-medium">Redemptions</th>
                <th className="py-1 text-right font-medium">Conversion</th>
              </tr>
            </thead>
            <tbody>
              {data.promotions.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className="py-1.5">{p.title}</td>
                  <td className="py-1.5">{tierInfo[p.tier].label}</td>
                  <td className="py-1.5 text-right">{priceLabel(p.price)}</td>
                  <td className="py-1.5 text-right">{p.views}</td>
                  <td className="py-1.5 text-right">{p.clicks}</td>
                  <td className="py-1.5 text-right">{p.redemptions}</td>
                  <td className="py-1.5 text-right">{p.conversionRate}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
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
