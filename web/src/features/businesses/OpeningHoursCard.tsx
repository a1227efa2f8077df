import { hasHours, type BusinessView, type HoursException } from '@tapin/core/contracts';
import { Clock, Pencil, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { OpeningHoursList } from './OpeningHoursList';

/** The editor, with the schema that checks it (zod), from its own chunk: loaded when the owner edits, not with the screen. */
const OpeningHoursEditor = lazy(() => import('./OpeningHoursEditor').then((m) => ({ default: m.OpeningHoursEditor })));

/** The exceptions from today on, by the browser's calendar (a day off the city's only shows a holiday a day longer or shorter). */
function upcoming(exceptions: readonly HoursException[]): HoursException[] {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return exceptions.filter((e) => e.date >= today);
}

/**
 * The business's opening hours, read-only with Edit hours (or Add hours when there are none), or the
 * editor. No "Open now" here: the app does not know the city's time zone; the public page says it.
 */
export function OpeningHoursCard({ business }: { business: BusinessView }) {
  const [editing, setEditing] = useState(false);
  const hours = business.openingHours;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Clock className="h-5 w-5 text-slate-500" aria-hidden="true" /> Opening hours
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {editing ? (
          <Suspense fallback={<Spinner label="Loading the hours editor..." />}>
            <OpeningHoursEditor business={business} onDone={() => setEditing(false)} />
          </Suspense>
        ) : hasHours(hours) ? (
          <>
            <OpeningHoursList hours={hours} exceptions={upcoming(hours.exceptions)} />
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit hours
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">No opening hours yet. Add them and customers see when you are open.</p>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add hours
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
