import type { DemoBusinessView } from '@tapin/core/contracts';
import { useState } from 'react';
import { DemoBusinessCard, DemoBusinessList, EpisodePreviewDialog } from './DemoBusinesses';

/** /netflix-business-demo-simple (flag adminPanel, admins): the three sample businesses and the Episode Preview. */
export default function NetflixDemoSimplePage() {
  const [open, setOpen] = useState<DemoBusinessView | null>(null);
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Netflix Business Demo</h1>
        <p className="mt-1 text-sm text-slate-600">Each business as a series: open one to preview its season of offers.</p>
      </header>
      <DemoBusinessList>
        {(list) => (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((b) => (
              <li key={b.id}>
                <DemoBusinessCard business={b} onOpen={() => setOpen(b)} />
              </li>
            ))}
          </ul>
        )}
      </DemoBusinessList>
      {open && <EpisodePreviewDialog business={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
