import type { DemoBusinessView } from '@tapin/core/contracts';
import { MapPin, Star, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { SafeImage } from '../images/SafeImage';
import { useDemoBusinesses } from './galleries-api';
import { episodePrice, tapinLabel } from './galleries-rules';

export type CardDesign = 'netflix' | 'current';

const tierLabel = { lead_magnet: 'Lead Magnet', core_product: 'Core Product', upsell: 'Upsell' } as const;

/** The sample businesses from the server (`GET /api/demo-businesses`), or why there are none. */
export function DemoBusinessList({ children }: { children(list: DemoBusinessView[]): ReactNode }) {
  const list = useDemoBusinesses();
  if (list.isLoading) return <Spinner label="Loading sample businesses..." />;
  if (list.isError || !list.data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The sample businesses could not be loaded.
      </p>
    );
  }
  if (!list.data.length) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        No sample businesses yet. Run <code className="rounded bg-slate-100 px-1">npx tapin seed</code> on the server to add the coffee house, the boutique and the fitness
        studio.
      </p>
    );
  }
  return <>{children(list.data)}</>;
}

/**
 * One sample business as a card: the Netflix style (a tall 400 px poster card with six lines of
 * content) or the current design (a 120 px card with two lines), with its TAPin price button.
 */
export function DemoBusinessCard({ business, design = 'netflix', onOpen }: { business: DemoBusinessView; design?: CardDesign; onOpen(): void }) {
  const button = (
    <Button size="sm" variant={design === 'netflix' ? 'destructive' : 'primary'} onClick={onOpen} aria-label={`${tapinLabel(business.tapinPrice)}: ${business.name}`}>
      {tapinLabel(business.tapinPrice)}
    </Button>
  );
  if (design === 'current') {
    return (
      <Card className="flex h-[120px] items-center gap-3 p-4">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">{business.name}</h3>
          <p className="truncate text-sm text-slate-600">
            {business.industry} · {business.location}
          </p>
        </div>
        {button}
      </Card>
    );
  }
  return (
    <article className="relative flex h-[400px] flex-col justify-end overflow-hidden rounded-xl bg-gradient-to-br from-slate-800 via-slate-900 to-black p-5 text-white shadow-lg">
      <SafeImage src={business.heroImage ?? undefined} alt="" width={600} height={400} className="absolute inset-0 h-full w-full object-cover opacity-50" />
      <div className="relative space-y-2">
        <Badge tone="red" className="bg-red-600 text-white">
          SERIES
        </Badge>
        <h3 className="text-xl font-bold">{business.name}</h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-300">
          <span>{business.industry}</span>
          <span className="inline-flex items-center gap-1">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {business.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star className="h-3.5 w-3.5 fill-yellow-400 text-yellow-400" aria-hidden="true" /> {business.rating.toFixed(1)}
          </span>
        </p>
        <p className="text-sm text-slate-200">{business.valueProposition}</p>
        <p className="inline-flex items-center gap-1 text-sm text-slate-300">
          <Tag className="h-3.5 w-3.5" aria-hidden="true" /> {business.activePromotions} active promotions · {business.seasonalCampaign}
        </p>
        <p className="text-sm text-slate-300">{business.episodes.length} episodes this season</p>
        <div className="pt-1">{button}</div>
      </div>
    </article>
  );
}

/**
 * The Episode Preview modal: the season's episode cards, each with its id, FREE or its price, and
 * 'TAPin Now'. The demo takes no payment: TAPin Now only records the choice in the browser's console.
 */
export function EpisodePreviewDialog({ business, onClose }: { business: DemoBusinessView; onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Episode Preview" description={`${business.name}: season 1`} className="max-w-3xl">
      <ul className="grid gap-3 sm:grid-cols-3">
        {business.episodes.map((e) => (
          <li key={e.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
            {e.image && <SafeImage src={e.image} alt="" width={640} height={360} className="aspect-video w-full rounded-md object-cover" />}
            <div className="flex items-center justify-between">
              <span className="font-mono text-xs font-semibold text-slate-500">{e.id}</span>
              <Badge tone={e.price === 0 ? 'green' : 'brand'}>{episodePrice(e.price)}</Badge>
            </div>
            <h4 className="font-semibold text-slate-900">{e.title}</h4>
            <p className="text-sm text-slate-600">{e.description}</p>
            <p className="text-xs text-slate-500">{tierLabel[e.tier]}</p>
            <Button
              size="sm"
              variant="destructive"
              className="mt-auto"
              aria-label={`TAPin Now: ${e.id} ${e.title}`}
              // eslint-disable-next-line no-console -- the specification's TAPin Now only logs the choice; the demo takes no payment
              onClick={() => console.info(`TAPin Now: ${business.name} ${e.id} ${e.title} (${episodePrice(e.price)})`)}
            >
              TAPin Now
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-500">A preview: TAPin Now takes no payment and books nothing.</p>
    </Dialog>
  );
}
