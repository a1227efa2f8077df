import type { GeneratedPosterView } from '@tapin/core/contracts';
import { Download } from 'lucide-react';
import { errorMessage } from '../../app/api';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { SafeImage } from '../images/SafeImage';
import { useCountDownload } from './galleries-api';
import { modelLabel, seconds, when } from './galleries-rules';

/**
 * The poster viewer (specification sections 2 and 4): the poster with its title, subtitle, business
 * story and cinematic analysis. Download counts the download on the server, then opens the picture in a
 * new tab; the count shown is the server's.
 */
export function PosterViewer({ poster, onClose, onCounted }: { poster: GeneratedPosterView; onClose(): void; onCounted?(downloadCount: number): void }) {
  const count = useCountDownload();
  const download = () =>
    count.mutate(poster.id, {
      onSuccess: (answer) => {
        onCounted?.(answer.downloadCount);
        const url = answer.imageUrl ?? poster.imageUrl;
        if (url) window.open(url, '_blank', 'noopener');
      },
      onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Poster not found in database'), variant: 'destructive' }),
    });
  const downloads = count.data?.downloadCount ?? poster.downloadCount;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={poster.title} description={poster.subtitle || undefined} className="max-w-3xl">
      <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="overflow-hidden rounded-lg bg-slate-900">
          <SafeImage src={poster.imageUrl ?? undefined} alt={`Poster: ${poster.title}`} width={1024} height={1536} className="h-auto w-full" />
        </div>
        <div className="space-y-4 text-sm">
          <div className="flex flex-wrap gap-2">
            <Badge tone={poster.status === 'completed' ? 'green' : 'red'}>{poster.status}</Badge>
            <Badge>{modelLabel(poster.modelUsed)}</Badge>
            <Badge>{seconds(poster.generationTime)}</Badge>
          </div>
          <section>
            <h3 className="font-semibold text-slate-900">Business story</h3>
            <p className="mt-1 whitespace-pre-line text-slate-700">{poster.description || '—'}</p>
          </section>
          <section>
            <h3 className="font-semibold text-slate-900">Cinematic analysis</h3>
            <p className="mt-1 whitespace-pre-line text-slate-700">{poster.cinematicAnalysis || '—'}</p>
          </section>
          <p className="text-xs text-slate-500">
            {poster.businessName ?? 'No business'} · {when(poster.createdAt)} · <span data-testid="download-count">{downloads}</span> {downloads === 1 ? 'download' : 'downloads'}
          </p>
          <Button onClick={download} disabled={!poster.imageUrl || count.isPending}>
            <Download className="h-4 w-4" aria-hidden="true" /> {count.isPending ? 'Downloading...' : 'Download Poster'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
