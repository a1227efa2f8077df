import type { GeneratedPosterView, GeneratedSeriesView, ScrapedSiteView } from '@tapin/core/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { SafeImage } from '../images/SafeImage';
import { usePersistentGallery, usePosterDetail, useSeriesDetail, useSiteDetail } from './galleries-api';
import { episodePrice, isHighlighted, plural, posterViewModes, siteFacts, when, type PosterViewMode } from './galleries-rules';
import { PosterViewer } from './PosterViewer';

/** A list's states: loading, a failure (logged, as the specification says, and said plainly), empty, or its items. */
function ListState<T>({ query, what, children }: { query: UseQueryResult<T[]>; what: string; children(list: T[]): ReactNode }) {
  const failed = query.isError;
  useEffect(() => {
    if (failed) console.warn(`The saved ${what} could not be loaded:`, query.error);
  }, [failed, what, query.error]);
  if (query.isLoading) return <Spinner label={`Loading saved ${what}...`} />;
  if (failed || !query.data) return <p className="text-sm text-slate-600">The saved {what} could not be loaded.</p>;
  if (!query.data.length) return <p className="text-sm text-slate-600">No saved {what} yet.</p>;
  return <>{children(query.data)}</>;
}

function SiteDetail({ id, onClose }: { id: number; onClose(): void }) {
  const detail = useSiteDetail(id);
  const site = detail.data?.site;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={site?.businessName ?? 'Scraped site'} description={site?.url} className="max-w-3xl">
      {detail.isLoading ? (
        <Spinner label="Loading site..." />
      ) : !detail.data || !site ? (
        <p className="text-sm text-slate-600">This site could not be loaded.</p>
      ) : (
        <div className="space-y-4 text-sm">
          {site.status === 'failed' && (
            <div role="status" className="rounded-lg border border-red-200 bg-red-50 p-3">
              <p className="flex items-center gap-2 font-semibold text-red-800">
                <Badge tone="red">failed</Badge> Scrape failed
              </p>
              {site.error && <p className="mt-1 text-red-800">{site.error}</p>}
            </div>
          )}
          {(site.description || site.status === 'completed') && <p className="text-slate-700">{site.description ?? 'No description found.'}</p>}
          <p className="text-slate-600">{siteFacts(site)}</p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {detail.data.images.map((img) => (
              <li key={img.id} className="overflow-hidden rounded border border-slate-200">
                <SafeImage src={img.url} alt={img.alt ?? img.description} width={300} height={200} loading="lazy" className="aspect-[3/2] w-full object-cover" />
                <p className="p-1 text-xs">
                  <Badge tone={isHighlighted(img.relevanceScore) ? 'green' : 'neutral'}>Relevance {img.relevanceScore}</Badge>
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}

function SeriesDetail({ id, onClose }: { id: number; onClose(): void }) {
  const detail = useSeriesDetail(id);
  const s = detail.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={s?.title ?? 'Series'} description={s?.businessName} className="max-w-2xl">
      {detail.isLoading ? (
        <Spinner label="Loading series..." />
      ) : !s ? (
        <p className="text-sm text-slate-600">This series could not be loaded.</p>
      ) : (
        <div className="space-y-3 text-sm">
          <p className="text-slate-700">{s.description}</p>
          <ul className="space-y-2">
            {s.episodes.map((e) => (
              <li key={e.id} className="rounded border border-slate-200 p-2">
                <span className="font-mono text-xs text-slate-500">{e.id}</span> <span className="font-semibold text-slate-900">{e.title}</span> <Badge>{episodePrice(e.price)}</Badge>
                <p className="text-slate-600">{e.description}</p>
              </li>
            ))}
          </ul>
          <p className="text-slate-600">
            Poster: {s.posterData.title} — {s.posterData.subtitle} (text {s.posterData.textPlacement}, {s.posterData.brandColors.join(', ')})
          </p>
        </div>
      )}
    </Dialog>
  );
}

/** The poster's detail (`GET /api/generated-posters/{id}`) in the poster viewer, the list's copy while it loads. */
function PosterDetail({ poster, onClose }: { poster: GeneratedPosterView; onClose(): void }) {
  const detail = usePosterDetail(poster.id);
  return <PosterViewer poster={detail.data ?? poster} onClose={onClose} />;
}

const modeClasses: Record<PosterViewMode, string> = {
  gallery: 'grid grid-cols-2 gap-4 sm:grid-cols-3',
  compact: 'grid grid-cols-3 gap-2 sm:grid-cols-6',
  list: 'divide-y divide-slate-100',
};

function Posters({ list }: { list: GeneratedPosterView[] }) {
  const [mode, setMode] = useState<PosterViewMode>('gallery');
  const [open, setOpen] = useState<GeneratedPosterView | null>(null);
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Poster view" className="inline-flex rounded-lg bg-slate-100 p-1">
        {posterViewModes.map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} onClick={() => setMode(m)} className={cn('rounded-md px-3 py-1.5 text-sm font-medium capitalize text-slate-600', mode === m && 'bg-white text-slate-900 shadow-sm')}>
            {m}
          </button>
        ))}
      </div>
      <ul aria-label="Saved posters" data-mode={mode} className={modeClasses[mode]}>
        {list.map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => setOpen(p)} className={cn('w-full text-left', mode === 'list' ? 'flex items-center gap-3 py-2' : 'block')} aria-label={`Open poster ${p.title}`}>
              <span className={cn('block overflow-hidden rounded bg-slate-900', mode === 'list' ? 'h-16 w-11 shrink-0' : 'aspect-[2/3]')}>
                <SafeImage src={p.imageUrl ?? undefined} alt="" width={256} height={384} loading="lazy" className="h-full w-full object-cover" />
              </span>
              {mode !== 'compact' && (
                <span className="mt-1 block min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">{p.title}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {p.status === 'completed' ? plural(p.downloadCount, 'download') : 'Failed'} · {when(p.createdAt)}
                  </span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {open && <PosterDetail poster={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** Persistent Gallery: the saved sites, series and posters, loaded together, each with its detail. */
export function PersistentGalleryTab() {
  const { sites, series, posters } = usePersistentGallery();
  const [tab, setTab] = useState('sites');
  const [site, setSite] = useState<number | null>(null);
  const [oneSeries, setOneSeries] = useState<number | null>(null);
  const count = (q: UseQueryResult<unknown[]>) => (q.data ? ` (${q.data.length})` : '');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList>
        <TabsTrigger value="sites">Sites{count(sites)}</TabsTrigger>
        <TabsTrigger value="series">Series{count(series)}</TabsTrigger>
        <TabsTrigger value="posters">Posters{count(posters)}</TabsTrigger>
      </TabsList>
      <TabsContent value="sites">
        <ListState query={sites} what="sites">
          {(list: ScrapedSiteView[]) => (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((s) => (
                <li key={s.id}>
                  <Card className="flex h-full flex-col gap-1 p-4 text-sm">
                    <p className="font-semibold text-slate-900">{s.businessName ?? s.url}</p>
                    <p className="break-all text-slate-500">{s.url}</p>
                    <p className="text-slate-600">
                      <Badge tone={s.status === 'completed' ? 'green' : 'red'}>{s.status}</Badge>{' '}
                      <span>
                        {plural(s.imageCount, 'image')} · {s.processingTime} ms · {when(s.scrapedAt)}
                      </span>
                    </p>
                    <Button size="sm" variant="outline" className="mt-2 self-start" onClick={() => setSite(s.id)} aria-label={`Details of ${s.businessName ?? s.url}`}>
                      Details
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </TabsContent>
      <TabsContent value="series">
        <ListState query={series} what="series">
          {(list: GeneratedSeriesView[]) => (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((s) => (
                <li key={s.id}>
                  <Card className="flex h-full gap-3 p-4 text-sm">
                    <SafeImage src={s.image?.url ?? undefined} alt="" width={64} height={96} loading="lazy" className="h-24 w-16 shrink-0 rounded object-cover" />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-slate-900">{s.title}</p>
                      <p className="text-slate-600">
                        {[s.businessName, plural(s.episodes.length, 'episode'), when(s.generatedAt)].filter(Boolean).join(' · ')}
                      </p>
                      <Button size="sm" variant="outline" className="mt-2" onClick={() => setOneSeries(s.id)} aria-label={`Details of ${s.title}`}>
                        Details
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </TabsContent>
      <TabsContent value="posters">
        <ListState query={posters} what="posters">
          {(list: GeneratedPosterView[]) => <Posters list={list} />}
        </ListState>
      </TabsContent>
      {site !== null && <SiteDetail id={site} onClose={() => setSite(null)} />}
      {oneSeries !== null && <SeriesDetail id={oneSeries} onClose={() => setOneSeries(null)} />}
    </Tabs>
  );
}
