import type { DirectorySummary, IndustryCount } from '@tapin/core/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Building2, Globe, Mail, MapPin, Phone, Search, Star, X } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, apiGetWithHeaders } from '../../app/api';
import { useUser } from '../../app/auth';
import type { DirectoryBusiness } from '../../app/types';
import { Badge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { Input, Select } from '../../ui/form';
import { MessagePage } from '../../ui/message-page';
import { Spinner } from '../../ui/spinner';
import { Tooltip } from '../../ui/tooltip';
import {
  ALL_INDUSTRIES,
  emptyHint,
  filtersFrom,
  PAGE_SIZE,
  paramsFor,
  parseTotal,
  searchUrl,
  servicePreview,
  sortOptions,
  type DirectoryFilters,
} from './directory-query';

/** Starred businesses, kept in this browser for the signed-in person. */
function useStarred(userId: number | undefined) {
  const key = `tapin_starred:${userId ?? 'anonymous'}`;
  const read = useCallback(() => localStorage.getItem(key) ?? '[]', [key]);
  const raw = useSyncExternalStore((notify) => {
    window.addEventListener('storage', notify);
    return () => window.removeEventListener('storage', notify);
  }, read);
  const ids = new Set<number>(JSON.parse(raw) as number[]);
  const toggle = (id: number) => {
    const next = new Set(ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    localStorage.setItem(key, JSON.stringify([...next]));
    window.dispatchEvent(new StorageEvent('storage', { key }));
  };
  return { has: (id: number) => ids.has(id), toggle };
}

/** How to reach a business: e-mail first, then phone, then its website. */
function connectHref(b: DirectoryBusiness): string | null {
  if (b.contactEmail) return `mailto:${b.contactEmail}?subject=${encodeURIComponent(`Hello from a fellow Tampa business (via TAPin)`)}`;
  if (b.contactPhone) return `tel:${b.contactPhone.replace(/[^\d+]/g, '')}`;
  return b.website;
}

function BusinessCard({ business: b, starred, onStar }: { business: DirectoryBusiness; starred: boolean; onStar(): void }) {
  const services = servicePreview(b.services);
  const connect = connectHref(b);
  return (
    <Card className="flex w-full min-w-0 flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{b.name}</CardTitle>
          <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-amber-600">
            {b.isTestData ? (
              <>
                <Star className="h-4 w-4 fill-current" aria-hidden="true" /> 4.8
              </>
            ) : (
              'Pioneer'
            )}
          </span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {b.isTestData && <Badge tone="violet">SAMPLE</Badge>}
          <Badge tone="green">Published</Badge>
          {b.industry && <Badge tone="brand">{b.industry}</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm text-slate-700">
        {b.description && <p className="line-clamp-3">{b.description}</p>}
        {b.location && (
          <p className="flex items-center gap-1.5">
            <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" /> {b.location}
          </p>
        )}
        {b.contactPhone && (
          <p className="flex items-center gap-1.5">
            <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <a href={`tel:${b.contactPhone.replace(/[^\d+]/g, '')}`} className="hover:underline">
              {b.contactPhone}
            </a>
          </p>
        )}
        {b.contactEmail && (
          <p className="flex min-w-0 items-center gap-1.5">
            <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <a href={`mailto:${b.contactEmail}`} className="truncate hover:underline">
              {b.contactEmail}
            </a>
          </p>
        )}
        {b.website && (
          <p className="flex min-w-0 items-center gap-1.5">
            <Globe className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <a href={b.website} target="_blank" rel="noreferrer noopener" className="truncate text-brand-700 hover:underline">
              {b.website.replace(/^https?:\/\//, '')}
            </a>
          </p>
        )}
        {services.shown.length > 0 && (
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label="Services">
            {services.shown.map((s) => (
              <li key={s}>
                <Badge>{s}</Badge>
              </li>
            ))}
            {services.more > 0 && (
              <li>
                <Badge tone="neutral">+{services.more} more</Badge>
              </li>
            )}
          </ul>
        )}
        {b.valueProposition && <p className="italic text-slate-600">"{b.valueProposition}"</p>}
      </CardContent>
      <CardFooter>
        {connect ? (
          <a href={connect} target={connect.startsWith('http') ? '_blank' : undefined} rel="noreferrer noopener" className="inline-flex h-8 flex-1 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800">
            Connect
          </a>
        ) : (
          <Button size="sm" className="flex-1" disabled>
            Connect
          </Button>
        )}
        <Tooltip content={starred ? 'Remove from starred' : 'Star this business'}>
          <Button size="icon" variant="outline" className="h-8 w-8" aria-label={starred ? `Unstar ${b.name}` : `Star ${b.name}`} aria-pressed={starred} onClick={onStar}>
            <Star className={starred ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4'} aria-hidden="true" />
          </Button>
        </Tooltip>
      </CardFooter>
    </Card>
  );
}

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

  const summary = useQuery<DirectorySummary>({ queryKey: ['/api/businesses/directory/summary'] });
  const industries = useQuery<IndustryCount[]>({ queryKey: ['/api/businesses/directory/industries'] });
  const results = useInfiniteQuery({
    queryKey: ['directory-search', filters.q.trim(), filters.industry, filters.sort],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const { data, headers } = await apiGetWithHeaders<DirectoryBusiness[]>(searchUrl(filters, pageParam));
      return { items: data, total: parseTotal(headers.get('X-Total-Count')), offset: pageParam };
    },
    getNextPageParam: (last) => (last.items.length === PAGE_SIZE ? last.offset + PAGE_SIZE : undefined),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (results.error) console.warn('directory could not be loaded', results.error);
  }, [results.error]);

  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  const total = results.data?.pages[0]?.total ?? { count: 0, capped: false };
  const clearSearch = () => {
    setText('');
    update({ q: '' });
  };

  if (results.error instanceof ApiError && results.error.status === 403) {
    return (
      <MessagePage title="Tampa Business Directory" text="Publish your business to see the directory and connect with other Tampa businesses.">
        <ButtonLink to="/dashboard">Back to Dashboard</ButtonLink>
      </MessagePage>
    );
  }

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
      <div role="search" className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <div className="relative">
          <label htmlFor="directory-search" className="sr-only">
            Search businesses
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input id="directory-search" type="search" placeholder="Search businesses..." value={text} maxLength={100} onChange={(e) => setText(e.target.value)} className="pl-9 pr-9" />
          {text && (
            <button type="button" onClick={clearSearch} aria-label="Clear search" className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700">
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <div>
          <label htmlFor="directory-industry" className="sr-only">
            Industry
          </label>
          <Select id="directory-industry" value={filters.industry} onChange={(e) => update({ industry: e.target.value })}>
            <option value={ALL_INDUSTRIES}>All Industries</option>
            {(industries.data ?? []).map((i) => (
              <option key={i.industry} value={i.industry}>
                {i.industry} ({i.count})
              </option>
            ))}
            {filters.industry !== ALL_INDUSTRIES && !industries.data?.some((i) => i.industry === filters.industry) && <option value={filters.industry}>{filters.industry}</option>}
          </Select>
        </div>
        <div>
          <label htmlFor="directory-sort" className="sr-only">
            Sort by
          </label>
          <Select id="directory-sort" value={filters.sort} onChange={(e) => update({ sort: e.target.value as DirectoryFilters['sort'] })}>
            {sortOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
      </div>

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
            Showing {items.length.toLocaleString()} of {total.count.toLocaleString()}
            {total.capped ? '+' : ''} businesses
          </p>
          {items.length === 0 ? (
            <EmptyState filters={filters} onClear={clearSearch} />
          ) : (
            <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((b) => (
                  <li key={b.id} className="flex min-w-0">
                    <BusinessCard business={b} starred={starred.has(b.id)} onStar={() => starred.toggle(b.id)} />
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
  );
}
