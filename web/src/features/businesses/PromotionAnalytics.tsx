import { tierInfo, type BusinessView } from '@tapin/core/contracts';
import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { usePromotionAnalytics } from '../promotions/promotion-api';

function change(value: number | null, unit: string): string {
  if (value === null) return 'no earlier figures';
  return `${value > 0 ? '+' : ''}${value}${unit} vs last month`;
}

/** Promotion figures computed from recorded views, clicks and redemptions; empty until there are some. */
export function PromotionAnalytics({ business }: { business: BusinessView }) {
  const analytics = usePromotionAnalytics(business);
  if (!business.promotionsEnabled) {
    return <Empty text="Analytics begin once the business is published and promotions are enabled." />;
  }
  if (analytics.isLoading) return <Spinner label="Loading analytics..." />;
  const data = analytics.data;
  if (!data || data.current.views + data.previous.views === 0) {
    return <Empty text="No promotion activity recorded yet. Views, clicks and redemptions will show here as they happen." />;
  }
  const c = data.current;
  const cards = [
    { label: 'Revenue (30 days)', value: `$${c.revenue.toLocaleString()}`, note: change(data.change.revenue, '%') },
    { label: 'Conversions', value: String(c.redemptions), note: change(data.change.conversions, '%') },
    { label: 'Conversion rate', value: `${c.conversionRate}%`, note: change(data.change.conversionRate, ' pts') },
    { label: 'Top performer', value: data.topPerformer ? tierInfo[data.topPerformer.tier].label : '—', note: data.topPerformer?.title ?? 'no redemptions yet' },
  ];
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
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
      <Card>
        <CardHeader>
          <CardTitle className="text-base">By promotion</CardTitle>
        </CardHeader>
        <CardContent>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th className="py-1 font-medium">Promotion</th>
                <th className="py-1 font-medium">Tier</th>
                <th className="py-1 text-right font-medium">Price</th>
                <th className="py-1 text-right font-medium">Conversion</th>
              </tr>
            </thead>
            <tbody>
              {data.promotions.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className="py-1.5">{p.title}</td>
                  <td className="py-1.5">{tierInfo[p.tier].label}</td>
                  <td className="py-1.5 text-right">${p.price}</td>
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
