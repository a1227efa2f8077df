import { Building2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
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
import { useLivePromotions } from '../promotions/promotion-api';
import { useDirectorySearch, useDirectorySummary, useIndustryCounts } from './directory-api';
import { emptyHint, filtersFrom, paramsFor, type DirectoryFilters } from './directory-rules';
import { useStarred } from './directory-stars';
import { DirectoryCard } from './DirectoryCard';
import { DirectoryFilterBar } from './DirectoryFilterBar';

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

/** /directory: the published businesses of the network, searched, filtered and sorted by the server. */
export default function DirectoryPage() {
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  // The box answers every keystroke; the search follows a moment later.
  const [text, setText] = useState(filters.q);
  const starred = useStarred(user?.id);

  const update = useCallback((next: Partial<DirectoryFilters>) => setParams(paramsFor({ ...filtersFrom(params), ...next }), { replace: true }), [params, setParams]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text !== filtersFrom(params).q) update({ q: text });
    }, 250);
    return () => clearTimeout(timer);
  }, [text, params, update]);

  const summary = useDirectorySummary();
  const industries = useIndustryCounts();
  const results = useDirectorySearch(filters);

  useEffect(() => {
    if (results.error) console.warn('directory could not be loaded', results.error);
  }, [results.error]);

  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  // Each page's live promotions; the server counts those it serves as views.
  const { flags } = useFlags();
  const promotions = useLivePromotions(results.data?.pages.map((p) => p.items.map((b) => b.id)) ?? [], flags.promotionManagement === true);
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

  // The only screen with tooltips holds their provider, so Radix's tooltip code is not in the app's first load.
  return (
    <>
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
        <DirectoryFilterBar text={text} onText={setText} onClear={clearSearch} filters={filters} industries={industries.data} onChange={update} />

        {results.isLoading ? (
          <Spinner label="Loading Tampa businesses..." />
        ) : results.isError ? (
          <Card className="mx-auto max-w-md text-center">
            <CardContent className="p-8">
              <h2 className="text-lg font-semibold">The directory could not be loaded</h2>
              <p className="mt-1 text-sm text-slate-600">Check your connection and try again.</p>
              <Button className="mt-4" onClick={() => void results.refetch()}>
                Try again
              </Button>
            </CardContent>
          </Card>
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
                <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {items.map((b) => (
                    <li key={b.id} className="flex min-w-0">
                      <DirectoryCard business={b} promotions={promotions.get(b.id)} starred={starred.has(b.id)} onStar={starred.toggle} />
                    </li>
                  ))}
                </ul>
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
        )}
      </div>
    </>
  );
}
