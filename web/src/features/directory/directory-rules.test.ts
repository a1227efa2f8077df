import { describe, expect, it } from 'vitest';
import { connectHref, emptyHint, filtersFrom, paramsFor, parseTotal, searchUrl, servicePreview } from './directory-rules';

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

  it('asks the server for one page of matches', () => {
    expect(searchUrl({ q: ' Coffee ', industry: 'Restaurant & Food Service', sort: 'newest' }, 24)).toBe(
      '/api/businesses/directory?sort=newest&limit=24&offset=24&q=Coffee&industry=Restaurant+%26+Food+Service',
    );
    expect(searchUrl({ q: '', industry: 'all', sort: 'name' }, 0)).toBe('/api/businesses/directory?sort=name&limit=24&offset=0');
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
