import { DIRECTORY_TEXT_MAX } from '@tapin/config/rules';
import type { IndustryCount } from '@tapin/core/contracts';
import { Search, Star, X } from 'lucide-react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Input, Select } from '../../ui/form';
import { ALL_INDUSTRIES, sortOptions, type DirectoryFilters } from './directory-rules';

/**
 * The search box (what is typed, ahead of the search it starts), the industry and the sort; with the
 * `network` flag on, Saved too (`saved` given): a toggle that shows the saved businesses instead of the
 * search's results.
 */
export function DirectoryFilterBar({
  text,
  onText,
  onClear,
  filters,
  industries,
  onChange,
  saved,
  onSaved,
}: {
  text: string;
  onText(text: string): void;
  onClear(): void;
  filters: DirectoryFilters;
  industries: readonly IndustryCount[] | undefined;
  onChange(next: Partial<DirectoryFilters>): void;
  saved?: boolean;
  onSaved?(saved: boolean): void;
}) {
  return (
    <div role="search" className={cn('mb-4 grid gap-3', saved === undefined ? 'sm:grid-cols-[1fr_auto_auto]' : 'sm:grid-cols-[1fr_auto_auto_auto]')}>
      <div className="relative">
        <label htmlFor="directory-search" className="sr-only">
          Search businesses
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input id="directory-search" type="search" placeholder="Search businesses..." value={text} maxLength={DIRECTORY_TEXT_MAX} onChange={(e) => onText(e.target.value)} className="pl-9 pr-9" />
        {text && (
          <button type="button" onClick={onClear} aria-label="Clear search" className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700">
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div>
        <label htmlFor="directory-industry" className="sr-only">
          Industry
        </label>
        <Select id="directory-industry" value={filters.industry} onChange={(e) => onChange({ industry: e.target.value })}>
          <option value={ALL_INDUSTRIES}>All Industries</option>
          {(industries ?? []).map((i) => (
            <option key={i.industry} value={i.industry}>
              {i.industry} ({i.count})
            </option>
          ))}
          {filters.industry !== ALL_INDUSTRIES && !industries?.some((i) => i.industry === filters.industry) && <option value={filters.industry}>{filters.industry}</option>}
        </Select>
      </div>
      <div>
        <label htmlFor="directory-sort" className="sr-only">
          Sort by
        </label>
        <Select id="directory-sort" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as DirectoryFilters['sort'] })}>
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      {saved !== undefined && (
        <Button variant={saved ? 'primary' : 'outline'} aria-pressed={saved} onClick={() => onSaved?.(!saved)} title={saved ? 'Show all businesses' : 'Show only the businesses you starred'}>
          <Star className={cn('h-4 w-4', saved && 'fill-current')} aria-hidden="true" /> Saved
        </Button>
      )}
    </div>
  );
}
