import type { DemoBusinessView } from '@tapin/core/contracts';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { cn } from '../../ui/cn';
import { DemoBusinessCard, DemoBusinessList, EpisodePreviewDialog, type CardDesign } from './DemoBusinesses';
import { columnsOf, viewModes, type ViewMode } from './galleries-rules';

const modeIcon = { desktop: Monitor, tablet: Tablet, mobile: Smartphone } as const;

/** A row of toggle buttons (one pressed at a time). */
function Toggle<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: ReadonlyArray<readonly [T, string]>; onChange(v: T): void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg bg-slate-100 p-1">
      {options.map(([v, text]) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={cn('rounded-md px-3 py-1.5 text-sm font-medium text-slate-600', value === v && 'bg-white text-slate-900 shadow-sm')}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** The comparison panel: the two designs side by side (the percentages are the demo's presentational claims). */
function Comparison() {
  const rows = [
    ['Card height', '120px', '400px', '233% larger'],
    ['Lines of content', '2', '6', '200% more info'],
    ['Content', 'Basic', 'Rich', 'Episodes, rating, offers'],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Design comparison</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-left text-xs sm:text-sm">
          <thead>
            <tr className="text-slate-500">
              <th className="py-1 font-medium"></th>
              <th className="py-1 font-medium">Current Design</th>
              <th className="py-1 font-medium">Netflix Style</th>
              <th className="py-1 font-medium">Difference</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([what, current, netflix, diff]) => (
              <tr key={what} className="border-t border-slate-100">
                <th scope="row" className="py-2 font-medium text-slate-700">
                  {what}
                </th>
                <td className="py-2 text-slate-900">{current}</td>
                <td className="py-2 text-slate-900">{netflix}</td>
                <td className="py-2 text-emerald-700">{diff}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

/** Business Series: the sample businesses in either design, at desktop, tablet or phone width. */
export function BusinessSeriesTab() {
  const [mode, setMode] = useState<ViewMode>('desktop');
  const [design, setDesign] = useState<CardDesign>('netflix');
  const [open, setOpen] = useState<DemoBusinessView | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Toggle<ViewMode>
          label="View mode"
          value={mode}
          onChange={setMode}
          options={viewModes.map((m) => [m, m.charAt(0).toUpperCase() + m.slice(1)] as const)}
        />
        <Toggle<CardDesign>
          label="Design"
          value={design}
          onChange={setDesign}
          options={[
            ['netflix', 'Netflix Style'],
            ['current', 'Current Design'],
          ]}
        />
        <span className="inline-flex items-center gap-1 text-xs text-slate-500">
          {(() => {
            const Icon = modeIcon[mode];
            return <Icon className="h-4 w-4" aria-hidden="true" />;
          })()}
          {mode} layout
        </span>
      </div>
      <DemoBusinessList>
        {(list) => (
          <div>
            {mode !== 'mobile' && (
              <p className={cn('mb-2 text-xs text-slate-500', mode === 'desktop' ? 'lg:hidden' : 'sm:hidden')}>
                The {mode} layout is wider than this screen: scroll sideways to see all of it.
              </p>
            )}
            <div className="overflow-x-auto pb-2">
              <ul data-testid="series-grid" data-mode={mode} className={cn('grid gap-4', columnsOf[mode])}>
                {list.map((b) => (
                  <li key={b.id}>
                    <DemoBusinessCard business={b} design={design} onOpen={() => setOpen(b)} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </DemoBusinessList>
      <Comparison />
      {open && <EpisodePreviewDialog business={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
