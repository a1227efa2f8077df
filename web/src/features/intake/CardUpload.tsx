import type { CardAnalysis, TaskStep } from '@tapin/core/contracts';
import { ImageUp, Loader2, ScanText } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { errorMessage } from '../../app/api';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { StepList } from '../../ui/step-list';
import { toast } from '../../ui/toast';
import { analyzeCard } from './intake-api';

/**
 * The business-card photo: drop it or choose it (images only, one file), see it, and have it read.
 */
export function CardUpload({ reading, onRead }: { reading: CardAnalysis | null; onRead(reading: CardAnalysis | null): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(reading?.cardImageUrl ?? null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [steps, setSteps] = useState<TaskStep[]>([]);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => {
    if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      toast({ title: 'Invalid file type', description: 'Please upload a JPEG, PNG, or WebP image file.', variant: 'destructive' });
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
    onRead(null);
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  };

  const analyze = async () => {
    if (!file) return;
    setBusy(true);
    setSteps([]);
    try {
      onRead(await analyzeCard(file, setSteps));
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to analyze business card'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const info = reading?.businessInfo;
  return (
    <section aria-labelledby="card-heading" className="space-y-3">
      <h3 id="card-heading" className="font-medium text-slate-900">
        Business card
      </h3>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn('flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center', dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white')}
      >
        {preview ? (
          <img src={preview} alt="Business card preview" width={336} height={192} className="h-48 w-84 max-w-full rounded-lg border border-slate-200 object-contain" />
        ) : (
          <ImageUp className="h-8 w-8 text-slate-400" aria-hidden="true" />
        )}
        <p className="text-sm text-slate-600">Drag a photo of the card here, or</p>
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          Choose image
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Business card image"
          tabIndex={-1}
          data-testid="card-input"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </div>
      {file && !reading && (
        <Button onClick={analyze} disabled={busy}>
          {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <ScanText className="h-4 w-4" aria-hidden="true" />}
          {busy ? 'Analyzing...' : 'Analyze Card'}
        </Button>
      )}
      {busy && steps.length > 0 && <StepList steps={steps} />}
      {info && (
        <div className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
          <p className="font-medium">Read from the card:</p>
          <p>{[info.company, info.name, info.email, info.phone, info.location].filter(Boolean).join(' · ') || 'No details could be read; add them below.'}</p>
        </div>
      )}
    </section>
  );
}
