import { cropTestRules, cropZoom, imageOutputs } from '@tapin/config/rules';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Crop, ImageUp, RotateCcw } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { toast } from '../../ui/toast';
import { loadImage, naturalSize, renderCrop } from './canvas';
import { acceptAttribute, clampZoom, drawnSize, imageFileProblem, type CropState } from './crop-rules';
import { ImagePicker } from './ImageCropDialog';
import { usePicture } from './use-picture';

const frame = imageOutputs.crop;
const start: CropState = { x: 0, y: 0, zoom: cropZoom.initial };
const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

function Slider({ label, value, min, max, step, onChange }: { label: string; value: number; min: number; max: number; step: number; onChange(value: number): void }) {
  const id = useId();
  return (
    <div className="text-sm text-slate-700">
      <div className="flex justify-between">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums">
          {step < 1 ? value.toFixed(1) : Math.round(value)}
        </output>
      </div>
      <input id={id} type="range" min={min} max={max} step={step} value={value} onChange={(e) => onChange(Number(e.target.value))} className="mt-1 w-full accent-brand-700" />
    </div>
  );
}

function Nudge({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <Button variant="outline" size="icon" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * The crop tester (flag testingTools): horizontal and vertical sliders, zoom and nudge buttons over the
 * 600×400 frame, and the JPEG (quality 0.9, black background) that the crop produces.
 */
export default function CropTestPage() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [crop, setCrop] = useState<CropState>(start);
  const [result, setResult] = useState<{ url: string; width: number; height: number; bytes: number } | null>(null);
  const [dialogImage, setDialogImage] = useState<string | null>(null);

  const { picture } = usePicture(file, {
    onFailed: (failed) => toast({ title: 'Crop failed', description: `Failed to process ${failed.name}`, variant: 'destructive' }),
  });

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = imageFileProblem(chosen, { namingFile: true });
    if (problem) toast({ ...problem, variant: 'destructive' });
    else {
      setFile(chosen);
      setCrop(start);
      setResult(null);
    }
  };
  const set = (change: Partial<CropState>) =>
    setCrop((c) => {
      const next = { ...c, ...change };
      return { x: clamp(next.x, cropTestRules.x), y: clamp(next.y, cropTestRules.y), zoom: clampZoom(next.zoom) };
    });
  const nudge = (dx: number, dy: number) => setCrop((c) => ({ ...c, x: clamp(c.x + dx, cropTestRules.x), y: clamp(c.y + dy, cropTestRules.y) }));

  const runCrop = async () => {
    if (!picture || !file) return;
    try {
      const url = renderCrop(picture.image, crop, { background: '#000000' });
      const out = await loadImage(url);
      setResult({ url, ...naturalSize(out), bytes: Math.round(((url.length - url.indexOf(',') - 1) * 3) / 4) });
      toast({ title: 'Image cropped successfully', description: 'Your image has been cropped and is ready to use.' });
    } catch {
      toast({ title: 'Crop failed', description: `Failed to process ${file.name}`, variant: 'destructive' });
    }
  };

  const drawn = picture ? drawnSize(naturalSize(picture.image), crop.zoom) : null;
  const step = cropTestRules.nudge;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Crop Test</h1>
      <p className="mb-6 text-sm text-slate-600">
        Checks the crop: {frame.width}×{frame.height} JPEG at quality {frame.quality}, on a black background.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Source</CardTitle>
            <CardDescription>{file ? file.name : 'JPEG, PNG or WebP, max 5MB'}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Button variant="outline" onClick={() => input.current?.click()}>
              <ImageUp className="h-4 w-4" aria-hidden="true" /> Choose Image
            </Button>
            <input ref={input} type="file" accept={acceptAttribute} aria-label="Image file" className="sr-only" onChange={(e) => choose(e.target.files?.[0])} />
            <div className="relative aspect-[3/2] w-full overflow-hidden rounded-lg bg-black" data-testid="crop-frame">
              {picture && drawn && (
                <img
                  src={picture.url}
                  alt="Source image"
                  width={picture.image.naturalWidth}
                  height={picture.image.naturalHeight}
                  className="absolute max-w-none"
                  style={{
                    left: `${(crop.x / frame.width) * 100}%`,
                    top: `${(crop.y / frame.height) * 100}%`,
                    width: `${(drawn.width / frame.width) * 100}%`,
                    height: `${(drawn.height / frame.height) * 100}%`,
                  }}
                />
              )}
            </div>
            <Slider label="Horizontal" value={crop.x} min={cropTestRules.x.min} max={cropTestRules.x.max} step={1} onChange={(x) => set({ x })} />
            <Slider label="Vertical" value={crop.y} min={cropTestRules.y.min} max={cropTestRules.y.max} step={1} onChange={(y) => set({ y })} />
            <Slider label="Zoom" value={crop.zoom} min={cropZoom.min} max={cropZoom.max} step={cropZoom.step} onChange={(zoom) => set({ zoom })} />
            <div className="flex flex-wrap items-center gap-2">
              <Nudge label={`Nudge left ${step}px`} onClick={() => nudge(-step, 0)}>
                <ArrowLeft className="h-4 w-4" />
              </Nudge>
              <Nudge label={`Nudge right ${step}px`} onClick={() => nudge(step, 0)}>
                <ArrowRight className="h-4 w-4" />
              </Nudge>
              <Nudge label={`Nudge up ${step}px`} onClick={() => nudge(0, -step)}>
                <ArrowUp className="h-4 w-4" />
              </Nudge>
              <Nudge label={`Nudge down ${step}px`} onClick={() => nudge(0, step)}>
                <ArrowDown className="h-4 w-4" />
              </Nudge>
              <Button variant="ghost" onClick={() => setCrop(start)}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> Reset
              </Button>
              <Button className="ml-auto" onClick={runCrop} disabled={!picture}>
                <Crop className="h-4 w-4" aria-hidden="true" /> Crop
              </Button>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Result</CardTitle>
            <CardDescription>{result ? `${result.width} × ${result.height} JPEG, ${(result.bytes / 1024).toFixed(1)} KB` : 'Crop an image to see the output.'}</CardDescription>
          </CardHeader>
          <CardContent>{result && <img src={result.url} alt="Cropped result" width={result.width} height={result.height} className="h-auto w-full rounded-lg border border-slate-200" />}</CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Crop dialog</CardTitle>
            <CardDescription>The chooser and crop dialog the promotion dialogs use: choose, crop, Apply Crop or Cancel.</CardDescription>
          </CardHeader>
          <CardContent>
            <ImagePicker value={dialogImage} onChange={setDialogImage} label="Dialog result" />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
