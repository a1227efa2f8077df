import { cropZoom, imageOutputs } from '@tapin/config/rules';
import { ImageUp, ZoomIn, ZoomOut } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { takeImageFile } from './take-image-file';
import { naturalSize, renderCrop } from './canvas';
import { SafeImage } from './SafeImage';
import { usePicture } from './use-picture';
import { acceptAttribute, drawnSize, initialCrop, moveCrop, pinchCrop, zoomAboutCentre, type CropState, type Point } from './crop-rules';

const frame = imageOutputs.crop;
/** Arrow keys move the picture by this many output pixels (Shift: five times as far). */
const KEY_STEP = 10;

/** One finger or two: where they are together (their midpoint) and how far apart (0 for one). */
interface Fingers {
  mid: Point;
  distance: number;
}

function fingersOf(pointers: Map<number, Point>): Fingers | null {
  const [a, b] = [...pointers.values()];
  if (!a) return null;
  if (!b) return { mid: a, distance: 0 };
  return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.hypot(a.x - b.x, a.y - b.y) };
}

interface ImageCropDialogProps {
  /** The chosen file: the dialog is open while there is one. */
  file: File | null;
  /** Apply Crop: a 600×400 JPEG (quality 0.9) data URL, ready for the form. */
  onApply(dataUrl: string): void;
  /** Cancel, Escape or the close button: the chosen file is discarded. */
  onCancel(): void;
  /** What the uncovered part of the frame is when zoomed out. */
  background?: string;
}

/**
 * The image crop dialog (document 2, "Image crop flow"): drag (a finger or the mouse) or use the arrow
 * keys to place the picture in the 3:2 frame, zoom 0.5–3 in steps of 0.1 (or pinch with two fingers);
 * the picture always covers the frame where it can. Apply Crop puts the cropped image into the form; Cancel discards it.
 */
export function ImageCropDialog({ file, onApply, onCancel, background }: ImageCropDialogProps) {
  const [crop, setCrop] = useState<CropState | null>(null);
  // A new picture starts a new crop: zoom 1, centred.
  const { picture, failed } = usePicture(file, { onLoaded: ({ image }) => setCrop(initialCrop(naturalSize(image))) });
  const frameRef = useRef<HTMLDivElement>(null);
  // The fingers (or the mouse) on the frame, in output pixels; a gesture starts again whenever one is put down or lifted.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: CropState; from: Fingers } | null>(null);
  const size = picture ? naturalSize(picture.image) : null;

  const move = (dx: number, dy: number) => size && setCrop((c) => (c ? moveCrop(c, dx, dy, size) : c));
  const zoomTo = (zoom: number) => size && setCrop((c) => (c ? zoomAboutCentre(c, zoom, size) : c));

  const pointAt = (event: PointerEvent<HTMLDivElement>): Point | null => {
    const box = frameRef.current?.getBoundingClientRect();
    if (!box?.width) return null;
    const scale = frame.width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };
  const restartGesture = () => {
    const fingers = fingersOf(pointers.current);
    gesture.current = crop && fingers ? { start: crop, from: fingers } : null;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const point = pointAt(event);
    if (!point) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, point);
    restartGesture();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const point = pointAt(event);
    const started = gesture.current;
    if (!point || !started || !size || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, point);
    const now = fingersOf(pointers.current);
    if (now) setCrop(pinchCrop(started.start, started.from, now, size));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    restartGesture();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const by = moves[event.key];
    if (!by) return;
    event.preventDefault();
    move(...by);
  };

  const apply = () => {
    if (!picture || !crop) return;
    try {
      onApply(renderCrop(picture.image, crop, background ? { background } : {}));
      toast({ title: 'Image cropped successfully', description: 'Your image has been cropped and is ready to use.' });
    } catch {
      toast({ title: 'Failed to crop image', description: 'Please try again.', variant: 'destructive' });
    }
  };

  const drawn = size && crop ? drawnSize(size, crop.zoom) : null;
  const ready = picture !== null && crop !== null;
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onCancel()} title="Crop Image" description="Drag the image to position it, and zoom to frame it." className="max-w-2xl">
      <div
        ref={frameRef}
        role="application"
        aria-label="Crop area: drag or use the arrow keys to move the image"
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        className="relative aspect-[3/2] w-full cursor-move touch-none overflow-hidden rounded-lg bg-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        style={background ? { background } : undefined}
      >
        {picture && crop && drawn ? (
          <img
            src={picture.url}
            alt="Image being cropped"
            width={picture.image.naturalWidth}
            height={picture.image.naturalHeight}
            draggable={false}
            className="pointer-events-none absolute max-w-none select-none"
            style={{
              left: `${(crop.x / frame.width) * 100}%`,
              top: `${(crop.y / frame.height) * 100}%`,
              width: `${(drawn.width / frame.width) * 100}%`,
              height: `${(drawn.height / frame.height) * 100}%`,
            }}
          />
        ) : (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-200">{failed ? 'Image failed to load' : 'Loading image...'}</p>
        )}
      </div>
      <div className="mt-4 flex items-center gap-3">
        <Button variant="ghost" size="icon" aria-label="Zoom out" disabled={!crop || crop.zoom <= cropZoom.min} onClick={() => crop && zoomTo(crop.zoom - cropZoom.step)}>
          <ZoomOut className="h-4 w-4" />
        </Button>
        <label className="flex flex-1 items-center gap-3 text-sm text-slate-700">
          <span className="sr-only">Zoom</span>
          <input
            type="range"
            min={cropZoom.min}
            max={cropZoom.max}
            step={cropZoom.step}
            value={crop?.zoom ?? cropZoom.initial}
            disabled={!crop}
            onChange={(e) => zoomTo(Number(e.target.value))}
            className="w-full accent-brand-700"
          />
        </label>
        <Button variant="ghost" size="icon" aria-label="Zoom in" disabled={!crop || crop.zoom >= cropZoom.max} onClick={() => crop && zoomTo(crop.zoom + cropZoom.step)}>
          <ZoomIn className="h-4 w-4" />
        </Button>
        <output className="w-12 text-right text-sm tabular-nums text-slate-600" aria-label="Zoom level">
          {(crop?.zoom ?? cropZoom.initial).toFixed(1)}x
        </output>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={apply} disabled={!ready}>
          Apply Crop
        </Button>
      </div>
    </Dialog>
  );
}

interface ImagePickerProps {
  /** The image in the form: a stored URL or the data URL of a new crop; null for none. */
  value: string | null;
  onChange(value: string | null): void;
  label?: string;
}

/**
 * Choose → crop → Apply Crop, for a form's image (the promotion dialogs): checks the file's type and
 * size with the documented toasts, opens the crop dialog, and shows what will be saved.
 */
export function ImagePicker({ value, onChange, label = 'Promotion image' }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const choose = (file: File | undefined) => {
    const taken = takeImageFile(input.current, file);
    if (taken) setChosen(taken);
  };
  return (
    <div className="space-y-2">
      {value && <SafeImage src={value} alt={label} width={600} height={400} className="aspect-[3/2] h-auto w-full max-w-xs rounded-lg object-cover" />}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          <ImageUp className="h-4 w-4" aria-hidden="true" /> {value ? 'Change Image' : 'Choose Image'}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove Image
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">JPG, PNG or WebP, max 5MB. Large images may cause upload delays.</p>
      <input ref={input} type="file" accept={acceptAttribute} aria-label={`${label} file`} className="sr-only" onChange={(e) => choose(e.target.files?.[0])} />
      <ImageCropDialog
        file={chosen}
        onCancel={() => setChosen(null)}
        onApply={(dataUrl) => {
          onChange(dataUrl);
          setChosen(null);
        }}
      />
    </div>
  );
}
