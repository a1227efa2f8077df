import type { DirectoryBusiness } from '@tapin/core/contracts';
import { Building2, Star } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../app/api';
import { useUser } from '../../app/auth';
import { useFlags } from '../../app/flags';
import { paths } from '../../app/paths';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent } from '../../ui/card';
import { MessagePage } from '../../ui/message-page';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { useBusinesses } from '../businesses/business-api';
import { useLivePromotions } from '../promotions/promotion-api';
import { ConnectDialog, type OwnBusiness } from './ConnectDialog';
import { useDirectorySearch, useDirectorySummary, useIndustryCounts } from './directory-api';
import { emptyHint, filtersFrom, paramsFor, savedMatching, viewFrom, viewParams, type DirectoryFilters, type DirectoryView } from './directory-rules';
import { useStarred } from './directory-stars';
import { DirectoryCard, type CardConnection } from './DirectoryCard';
import { DirectoryFilterBar } from './DirectoryFilterBar';
import { useNetworkMarks, useSavedBusinesses } from './network-api';
import { NetworkPanel } from './NetworkPanel';

/** How many businesses one request for live promotions names (a page of the directory). */
const PROMOTIONS_PER_REQUEST = 24;

function EmptyState({ filters, onClear }: { filters: DirectoryFilters; onClear(): void }) {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="p-8">
        <Building2 className="mx-auto h-10 w-10 text-slate-300" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold">No businesses found</h2>
        <p className="mt-1 text-sm text-slate-600">{emptyHint(filters)}</p>
        {filters.q.trim() && (
          <Button variant="outline" className="mt-4" onClick={onClear}>
            Clear Search
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function LoadError({ what, retry }: { what: string; retry(): void }) {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="p-8">
        <h2 className="text-lg font-semibold">{what} could not be loaded</h2>
        <p className="mt-1 text-sm text-slate-600">Check your connection and try again.</p>
        <Button className="mt-4" onClick={retry}>
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

/** The saved businesses (the Saved toggle), through the same filters as the search. */
function SavedResults({ filters, onClear, onShowAll, cards }: { filters: DirectoryFilters; onClear(): void; onShowAll(): void; cards(items: DirectoryBusiness[]): ReactNode }) {
  const saved = useSavedBusinesses(true);
  if (saved.isLoading) return <Spinner label="Loading your saved businesses..." />;
  if (saved.isError || !saved.data) return <LoadError what="Your saved businesses" retry={() => void saved.refetch()} />;
  const all = saved.data;
  const items = savedMatching(all, filters);
  return (
    <>
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        Showing {items.length.toLocaleString()} of {all.length.toLocaleString()} saved {all.length === 1 ? 'business' : 'businesses'}
      </p>
      {all.length === 0 ? (
        <Card className="mx-auto max-w-md text-center">
          <CardContent className="p-8">
            <Star className="mx-auto h-10 w-10 text-slate-300" aria-hidden="true" />
            <p className="mt-3 text-sm text-slate-700">No saved businesses yet. Star a business to keep it here.</p>
            <Button variant="outline" className="mt-4" onClick={onShowAll}>
              Show all businesses
            </Button>
          </CardContent>
        </Card>
      ) : items.length === 0 ? (
        <Card className="mx-auto max-w-md text-center">
          <CardContent className="p-8">
            <p className="text-sm text-slate-700">None of your saved businesses match these filters.</p>
            {filters.q.trim() && (
              <Button variant="outline" className="mt-4" onClick={onClear}>
                Clear Search
              </Button>
            )}
          </CardContent>
        </Card>
      ) : (
        cards(items)
      )}
    </>
  );
}

/**
 * /directory: the published businesses of the network, searched, filtered and sorted by the server. With
 * the `network` flag on, the stars are kept on the server, Saved shows the starred businesses, Connect asks
 * a business to connect, and a second tab, My Network (`?tab=network`), holds the requests and connections.
 */
export default function DirectoryPage() {
  const { user } = useUser();
  const { flags } = useFlags();
  const network = flags.network === true;
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const view = viewFrom(params);
  const tab = network ? view.tab : 'directory';
  const showSaved = network && view.saved;
  // The box answers every keystroke; the search follows a moment later.
  const [text, setText] = useState(filters.q);
  const starred = useStarred(user?.id, network);

  // What the address bar is about to say: a change made before the screen has drawn the last one (the
  // search box's delayed update right after a press of Saved) builds on it instead of undoing it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const go = useCallback(
    (next: Partial<DirectoryFilters>, nextView: Partial<DirectoryView> = {}) => {
      const current = latest.current;
      const target = new URLSearchParams({ ...paramsFor({ ...filtersFrom(current), ...next }), ...viewParams({ ...viewFrom(current), ...nextView }) });
      latest.current = target;
      setParams(target, { replace: true });
    },
    [setParams],
  );
  const update = useCallback((next: Partial<DirectoryFilters>) => go(next), [go]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text !== filtersFrom(latest.current).q) update({ q: text });
    }, 250);
    return () => clearTimeout(timer);
  }, [text, update]);

  const summary = useDirectorySummary();
  const industries = useIndustryCounts();
  const results = useDirectorySearch(filters);
  const marks = useNetworkMarks(network);
  const saved = useSavedBusinesses(showSaved);

  useEffect(() => {
    if (results.error) console.warn('directory could not be loaded', results.error);
  }, [results.error]);

  // The caller's own businesses take no requests; those published may send them (the server's rule, shown ahead).
  const businesses = useBusinesses({ enabled: network && Boolean(user) });
  const own = useMemo(() => (businesses.data ?? []).filter((b) => b.userId === user?.id), [businesses.data, user?.id]);
  const ownIds = useMemo(() => new Set(own.map((b) => b.id)), [own]);
  const from = useMemo<OwnBusiness[]>(
    () => own.filter((b) => b.published && !b.isTestData && b.status !== 'rejected').sort((a, b) => a.id - b.id).map(({ id, name }) => ({ id, name })),
    [own],
  );
  const connectionOf = (b: DirectoryBusiness): CardConnection | undefined => (network ? (ownIds.has(b.id) ? 'own' : (marks.data?.states[b.id] ?? 'none')) : undefined);
  const incoming = network ? Object.values(marks.data?.states ?? {}).filter((s) => s === 'incoming').length : 0;

  const [connectTo, setConnectTo] = useState<DirectoryBusiness | null>(null);
  const [connectOpen, setConnectOpen] = useState(false);
  const onConnect = useCallback((b: DirectoryBusiness) => {
    setConnectTo(b);
    setConnectOpen(true);
  }, []);

  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  // Each page's live promotions (or the saved businesses', a page's worth at a time); the server counts those it serves as views.
  const savedIds = showSaved ? (saved.data ?? []).map((b) => b.id) : [];
  const promotionPages = showSaved
    ? Array.from({ length: Math.ceil(savedIds.length / PROMOTIONS_PER_REQUEST) }, (_, i) => savedIds.slice(i * PROMOTIONS_PER_REQUEST, (i + 1) * PROMOTIONS_PER_REQUEST))
    : (results.data?.pages.map((p) => p.items.map((b) => b.id)) ?? []);
  const promotions = useLivePromotions(promotionPages, flags.promotionManagement === true);
  const total = results.data?.pages[0]?.total ?? { count: 0, capped: false };
  const clearSearch = () => {
    setText('');
    update({ q: '' });
  };

  if (results.error instanceof ApiError && results.error.status === 403) {
    return (
      <MessagePage title="Tampa Business Directory" text="Publish your business to see the directory and connect with other Tampa businesses.">
        <ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>
      </MessagePage>
    );
  }

  const cards = (list: DirectoryBusiness[]) => (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((b) => (
        <li key={b.id} className="flex min-w-0">
          <DirectoryCard business={b} promotions={promotions.get(b.id)} starred={starred.has(b.id)} onStar={starred.toggle} connection={connectionOf(b)} onConnect={onConnect} />
        </li>
      ))}
    </ul>
  );

  const searchResults = results.isLoading ? (
    <Spinner label="Loading Tampa businesses..." />
  ) : results.isError ? (
    <LoadError what="The directory" retry={() => void results.refetch()} />
  ) : (
    <>
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        {/* Counting stops at a cap: past it, what is shown is the least there are. */}
        Showing {items.length.toLocaleString()} of {Math.max(total.count, items.length).toLocaleString()}
        {total.capped ? '+' : ''} businesses
      </p>
      {items.length === 0 ? (
        <EmptyState filters={filters} onClear={clearSearch} />
      ) : (
        <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {cards(items)}
          {results.hasNextPage && (
            <div className="mt-6 text-center">
              <Button variant="outline" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
                {results.isFetchingNextPage ? 'Loading...' : 'Show more businesses'}
              </Button>
            </div>
          )}
        </div>
      )}
    </>
  );

  const directory = (
    <>
      <DirectoryFilterBar
        text={text}
        onText={setText}
        onClear={clearSearch}
        filters={filters}
        industries={industries.data}
        onChange={update}
        saved={network ? view.saved : undefined}
        onSaved={(on) => go({}, { saved: on })}
      />
      {showSaved ? <SavedResults filters={filters} onClear={clearSearch} onShowAll={() => go({}, { saved: false })} cards={cards} /> : searchResults}
    </>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Tampa Business Directory</h1>
        {summary.data && (
          <p className="mt-1 text-sm text-slate-600">
            {summary.data.total.toLocaleString()} {summary.data.total === 1 ? 'business' : 'businesses'}
            {summary.data.lastUpdated && ` · Last updated ${new Date(summary.data.lastUpdated).toLocaleDateString()}`}
          </p>
        )}
      </header>
      {network ? (
        <Tabs value={tab} onValueChange={(value) => go({}, { tab: value === 'network' ? 'network' : 'directory' })}>
          <TabsList aria-label="Directory or your network">
            <TabsTrigger value="directory">Directory</TabsTrigger>
            <TabsTrigger value="network" className="inline-flex items-center gap-1.5">
              My Network
              {incoming > 0 && (
                <>
                  <span aria-hidden="true" className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
                    {incoming}
                  </span>
                  <span className="sr-only">
                    , {incoming} {incoming === 1 ? 'request' : 'requests'} for you
                  </span>
                </>
              )}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="directory">{directory}</TabsContent>
          <TabsContent value="network">
            <NetworkPanel />
          </TabsContent>
        </Tabs>
      ) : (
        directory
      )}
      {connectTo && <ConnectDialog key={connectTo.id} business={connectTo} open={connectOpen} onOpenChange={setConnectOpen} from={from} requestsLeft={marks.data?.requestsLeft} />}
    </div>
  );
}
