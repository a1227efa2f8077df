import { describe, expect, it } from 'vitest';
import { directorySearchQuery } from '../../app/queries';
import type { DirectoryBusiness } from '@tapin/core/contracts';
import { connectHref, emptyHint, filtersFrom, myNetworkHref, nextCursor, paramsFor, parseTotal, savedMatching, searchUrl, servicePreview, viewFrom, viewParams } from './directory-rules';
import { storedStars } from './directory-stars';

describe('directory filters', () => {
  it('reads the filters from the address bar, with defaults for anything missing or unknown', () => {
    expect(filtersFrom(new URLSearchParams(''))).toEqual({ q: '', industry: 'all', sort: 'name' });
    expect(filtersFrom(new URLSearchParams('q=tea&industry=Retail&sort=newest'))).toEqual({ q: 'tea', industry: 'Retail', sort: 'newest' });
    expect(filtersFrom(new URLSearchParams('sort=rating')).sort).toBe('name');
  });

  it('keeps defaults out of the address bar', () => {
    expect(paramsFor({ q: '  ', industry: 'all', sort: 'name' })).toEqual({});
    expect(paramsFor({ q: 'tea', industry: 'Retail', sort: 'industry' })).toEqual({ q: 'tea', industry: 'Retail', sort: 'industry' });
  });

  it('asks the server for the first page without a cursor, and for each next page by its cursor, never by offset', () => {
    expect(searchUrl({ q: '', industry: 'all', sort: 'name' }, null)).toBe('/api/businesses/directory?sort=name&limit=24');
    expect(searchUrl({ q: ' Coffee ', industry: 'Restaurant & Food Service', sort: 'newest' }, 'eyJrIjpbIlNvbCJdfQ==')).toBe(
      '/api/businesses/directory?sort=newest&limit=24&q=Coffee&industry=Restaurant+%26+Food+Service&cursor=eyJrIjpbIlNvbCJdfQ%3D%3D',
    );
    expect(new URL(searchUrl({ q: '', industry: 'all', sort: 'industry' }, 'c2'), 'http://localhost').searchParams.has('offset')).toBe(false);
  });

  it('reads where the next page starts from X-Next-Cursor, and nothing on the last page', () => {
    expect(nextCursor(new Headers({ 'X-Next-Cursor': 'abc123' }))).toBe('abc123');
    expect(nextCursor(new Headers({ 'X-Total-Count': '1100' }))).toBeNull();
    expect(nextCursor(new Headers({ 'X-Next-Cursor': ' ' }))).toBeNull();

    const { initialPageParam, getNextPageParam } = directorySearchQuery({ q: '', industry: 'all', sort: 'name' });
    expect(initialPageParam).toBeNull();
    const page = { items: [], total: { count: 1100, capped: false } };
    expect(getNextPageParam({ ...page, nextCursor: 'abc123' })).toBe('abc123');
    expect(getNextPageParam({ ...page, nextCursor: null })).toBeUndefined();
  });

  it('reads the total, including the server’s capped count', () => {
    expect(parseTotal('17')).toEqual({ count: 17, capped: false });
    expect(parseTotal('1000+')).toEqual({ count: 1000, capped: true });
    expect(parseTotal(null)).toEqual({ count: 0, capped: false });
  });

  it('words the empty state after what was asked', () => {
    expect(emptyHint({ q: 'zzz', industry: 'all', sort: 'name' })).toBe('Try adjusting your search or filters');
    expect(emptyHint({ q: '', industry: 'Retail', sort: 'name' })).toBe('Try adjusting your search or filters');
    expect(emptyHint({ q: '', industry: 'all', sort: 'name' })).toBe('No businesses have been published to the directory yet');
  });

  it('shows the first three services and how many more', () => {
    expect(servicePreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(servicePreview(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('connecting with a business', () => {
  const none = { contactEmail: null, contactPhone: null, website: null };
  it('writes first, then calls, then visits the website', () => {
    expect(connectHref({ ...none, contactEmail: 'hi@sol.example', contactPhone: '(813) 555-0100' })).toBe(
      'mailto:hi@sol.example?subject=Hello%20from%20a%20fellow%20Tampa%20business%20(via%20TAPin)',
    );
    expect(connectHref({ ...none, contactPhone: '+1 (813) 555-0100', website: 'https://sol.example' })).toBe('tel:+18135550100');
    expect(connectHref({ ...none, website: 'https://sol.example' })).toBe('https://sol.example');
    expect(connectHref(none)).toBeNull();
  });
});

describe('the directory’s views (the network on)', () => {
  it('reads the tab and the Saved toggle from the address bar, and leaves the defaults out of it', () => {
    expect(viewFrom(new URLSearchParams(''))).toEqual({ tab: 'directory', saved: false });
    expect(viewFrom(new URLSearchParams('tab=network&saved=1'))).toEqual({ tab: 'network', saved: true });
    expect(viewFrom(new URLSearchParams('tab=elsewhere&saved=yes'))).toEqual({ tab: 'directory', saved: false });
    expect(viewParams({ tab: 'directory', saved: false })).toEqual({});
    expect(viewParams({ tab: 'network', saved: true })).toEqual({ tab: 'network', saved: '1' });
    expect(myNetworkHref).toBe('/directory?tab=network');
  });

  it('filters and orders the saved businesses as the search does', () => {
    const b = (id: number, name: string, industry: string | null, createdAt: string, services: string[] = []): DirectoryBusiness => ({
      id, name, industry, createdAt, services, description: null, location: 'Tampa, FL', contactPhone: null, contactEmail: null, website: null, valueProposition: null, isTestData: false,
    });
    const saved = [b(1, 'Sol Coffee', 'Food', '2026-11-01T00:00:00Z', ['Espresso']), b(2, 'Glow Studio', 'Beauty', '2026-11-03T00:00:00Z'), b(3, 'Bay Bakery', 'Food', '2026-11-02T00:00:00Z')];
    const names = (items: DirectoryBusiness[]) => items.map((x) => x.name);
    expect(names(savedMatching(saved, { q: '', industry: 'all', sort: 'name' }))).toEqual(['Bay Bakery', 'Glow Studio', 'Sol Coffee']);
    expect(names(savedMatching(saved, { q: '', industry: 'all', sort: 'newest' }))).toEqual(['Glow Studio', 'Bay Bakery', 'Sol Coffee']);
    expect(names(savedMatching(saved, { q: '', industry: 'all', sort: 'industry' }))).toEqual(['Glow Studio', 'Bay Bakery', 'Sol Coffee']);
    expect(names(savedMatching(saved, { q: 'espresso', industry: 'all', sort: 'name' }))).toEqual(['Sol Coffee']);
    expect(names(savedMatching(saved, { q: '', industry: 'Food', sort: 'name' }))).toEqual(['Bay Bakery', 'Sol Coffee']);
  });

  it('reads the stars a browser kept, whatever was left there', () => {
    expect(storedStars(null)).toBeNull();
    expect(storedStars('not json')).toBeNull();
    expect(storedStars('{"a":1}')).toBeNull();
    expect(storedStars('[3, 3, 0, -1, 2.5, "4", 7]')).toEqual([3, 7]);
  });
});
