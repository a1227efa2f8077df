import type { GeneratedPosterView } from '@tapin/core/contracts';
import { Download, Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../app/api';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { SafeImage } from '../images/SafeImage';
import { saveImage, useCountDownload, useDeletePoster, useTestingPosters } from './galleries-api';
import { modelLabel, plural, posterFileName, seconds, when } from './galleries-rules';

/**
 * Saving a poster (the testing hub's and the image test's Save/Download): the download is counted on the
 * server, then the file is saved; when it cannot be fetched it opens in a new tab instead
 * (specification section 8, Testing hub).
 */
export function useSavePoster() {
  const count = useCountDownload();
  return async (poster: GeneratedPosterView) => {
    if (!poster.imageUrl) {
      toast({ title: 'Download Failed', description: 'No image URL available for download', variant: 'destructive' });
      return;
    }
    const url = (await count.mutateAsync(poster.id).catch(() => null))?.imageUrl ?? poster.imageUrl;
    try {
      await saveImage(url, posterFileName(poster));
      toast({ title: 'Download Started', description: posterFileName(poster) });
    } catch {
      window.open(url, '_blank', 'noopener');
      toast({ title: 'Download Link Opened', description: 'The image opened in a new tab.' });
    }
  };
}

function StatusBadge({ status }: { status: GeneratedPosterView['status'] }) {
  return <Badge tone={status === 'completed' ? 'green' : 'red'}>{status === 'completed' ? 'Completed' : 'Failed'}</Badge>;
}

/** A generated poster in full: picture, prompts, model, time, status and its actions. */
function PosterDetail({ poster, onClose, onSave, onDelete }: { poster: GeneratedPosterView; onClose(): void; onSave(): void; onDelete(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={poster.title} description={poster.subtitle || undefined} className="max-w-3xl">
      <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="overflow-hidden rounded-lg bg-slate-900">
          {poster.imageUrl ? (
            <SafeImage src={poster.imageUrl} alt={`Poster: ${poster.title}`} width={1024} height={1536} className="h-auto w-full" />
          ) : (
            <p className="p-6 text-sm text-slate-200">No image: {poster.error ?? 'the generation failed'}</p>
          )}
        </div>
        <dl className="space-y-3 text-sm">
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={poster.status} />
            <Badge>{modelLabel(poster.modelUsed)}</Badge>
            <Badge>{seconds(poster.generationTime)}</Badge>
          </div>
          {poster.businessName && (
            <div>
              <dt className="font-semibold text-slate-900">Business</dt>
              <dd className="text-slate-700">
                {poster.businessName}
                {poster.businessUrl ? ` · ${poster.businessUrl}` : ''}
              </dd>
            </div>
          )}
          <div>
            <dt className="font-semibold text-slate-900">Prompt</dt>
            <dd className="whitespace-pre-line text-slate-700">{poster.prompt ?? '—'}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Actual prompt</dt>
            <dd className="max-h-40 overflow-auto whitespace-pre-line text-slate-700">{poster.actualPrompt || '—'}</dd>
          </div>
          {poster.cinematicAnalysis && (
            <div>
              <dt className="font-semibold text-slate-900">Cinematic analysis</dt>
              <dd className="whitespace-pre-line text-slate-700">{poster.cinematicAnalysis}</dd>
            </div>
          )}
          <div>
            <dt className="font-semibold text-slate-900">Created</dt>
            <dd className="text-slate-700">
              {when(poster.createdAt)} · {plural(poster.downloadCount, 'download')}
            </dd>
          </div>
          <div className="flex flex-wrap gap-2 pt-2">
            <Button size="sm" variant="outline" onClick={onSave}>
              <Download className="h-4 w-4" aria-hidden="true" /> Download
            </Button>
            <Button size="sm" variant="destructive" onClick={onDelete}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
            </Button>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}

/**
 * The generated posters gallery of the testing hub and the image test (`GET /api/generated-posters-testing`):
 * status, generation time in seconds, view, download and delete, and a detail dialog.
 */
export function PosterResults({
  deletedTitle,
  saveLabel = 'Download',
  empty,
  onDeleted,
}: {
  deletedTitle: 'Poster Deleted' | 'Image Deleted';
  saveLabel?: 'Save' | 'Download';
  empty: string;
  onDeleted?(id: number): void;
}) {
  const posters = useTestingPosters();
  const remove = useDeletePoster();
  const save = useSavePoster();
  const [viewing, setViewing] = useState<number | null>(null);
  /** The poster waiting for the owner to confirm its deletion (a delete removes the file for good). */
  const [deleting, setDeleting] = useState<GeneratedPosterView | null>(null);
  if (posters.isLoading) return <Spinner label="Loading generated images..." />;
  if (posters.isError || !posters.data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The generated images could not be loaded.
      </p>
    );
  }
  const del = (poster: GeneratedPosterView) =>
    remove.mutate(poster.id, {
      onSuccess: () => {
        setDeleting(null);
        setViewing(null);
        onDeleted?.(poster.id);
        toast({ title: deletedTitle, description: poster.title });
      },
      onError: (err) => {
        setDeleting(null);
        toast({ title: 'Delete Failed', description: errorMessage(err, 'Failed to delete poster'), variant: 'destructive' });
      },
    });
  const open = posters.data.find((p) => p.id === viewing) ?? null;
  if (!posters.data.length) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <>
      <ul aria-label="Generated images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {posters.data.map((p) => (
          <li key={p.id}>
            <Card className="flex h-full flex-col overflow-hidden">
              <button type="button" onClick={() => setViewing(p.id)} className="block aspect-[2/3] bg-slate-900" tabIndex={-1} aria-hidden="true">
                <SafeImage src={p.imageUrl ?? undefined} alt="" width={256} height={384} loading="lazy" className="h-full w-full object-cover" />
              </button>
              <div className="flex flex-1 flex-col gap-2 p-3">
                <p className="line-clamp-2 text-sm font-medium text-slate-900">{p.title}</p>
                <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                  <StatusBadge status={p.status} /> <span>{seconds(p.generationTime)}</span>
                </div>
                <div className="mt-auto flex gap-1">
                  <Button size="sm" variant="outline" className="px-2" onClick={() => setViewing(p.id)} aria-label={`View ${p.title}`}>
                    <Eye className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button size="sm" variant="outline" className="px-2" onClick={() => void save(p)} aria-label={`${saveLabel} ${p.title}`}>
                    <Download className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button size="sm" variant="ghost" className="px-2 text-red-700" onClick={() => setDeleting(p)} disabled={remove.isPending} aria-label={`Delete ${p.title}`}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {open && <PosterDetail poster={open} onClose={() => setViewing(null)} onSave={() => void save(open)} onDelete={() => setDeleting(open)} />}
      <ConfirmDelete open={deleting !== null} onOpenChange={(o) => !o && setDeleting(null)} title="Delete this poster?" description={deleting?.title} busy={remove.isPending} onConfirm={() => deleting && del(deleting)}>
        <p className="text-sm text-slate-600">The poster and its image file are removed for good.</p>
      </ConfirmDelete>
    </>
  );
}
