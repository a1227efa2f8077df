import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { codeFromScan } from './claim-rules';

/** The little of the Shape Detection API the scanner uses (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** How often a frame is read. */
const SCAN_EVERY_MS = 300;

function detectorClass(): BarcodeDetectorClass | null {
  return 'BarcodeDetector' in window ? ((window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector ?? null) : null;
}

/** Whether this browser can read a QR from the camera (Chrome on Android can; others get the typed code alone). */
export function canScan(): boolean {
  return detectorClass() !== null && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Why the camera did not start, in words for the counter. */
function cameraProblem(err: unknown): string {
  const name = typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'Camera access was denied. Allow the camera for this site in your browser’s settings, or type the code.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device. Type the code instead.';
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it and try again, or type the code.';
  return 'The camera could not be started. Type the code instead.';
}

const CANNOT_SCAN = 'This browser cannot scan codes. Type the code instead.';

/**
 * The rear camera, read every 300 ms for a claim's QR (its page, `/c/<code>`, or a bare code). The first
 * code read stops the camera and is handed to `onCode`; the stream is stopped on Close and on unmount.
 */
export function ClaimScanner({ onCode, onClose }: { onCode(code: string): void; onClose(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(() => (canScan() ? null : CANNOT_SCAN));
  const [notAClaim, setNotAClaim] = useState(false);
  const [ready, setReady] = useState(false);
  // The latest callback, without restarting the camera when the screen hands a new one.
  const found = useEffectEvent((code: string) => onCode(code));

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector || !navigator.mediaDevices?.getUserMedia) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const el = video.current;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      if (el) el.srcObject = null;
    };
    const scan = async (detector: BarcodeDetectorLike) => {
      if (stopped) return;
      if (el && el.readyState >= 2) {
        try {
          const codes = await detector.detect(el);
          if (stopped) return;
          for (const { rawValue } of codes) {
            const code = codeFromScan(rawValue);
            if (code) {
              stop();
              found(code);
              return;
            }
          }
          if (codes.length > 0) setNotAClaim(true);
        } catch {
          // A frame that could not be read: the next one may be.
        }
      }
      if (!stopped) timer = setTimeout(() => void scan(detector), SCAN_EVERY_MS);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        let detector: BarcodeDetectorLike;
        try {
          detector = new Detector({ formats: ['qr_code'] });
        } catch {
          stop();
          setProblem(CANNOT_SCAN);
          return;
        }
        if (el) {
          el.srcObject = media;
          void el.play().catch(() => undefined);
        }
        setReady(true);
        void scan(detector);
      },
      (err: unknown) => {
        if (!stopped) setProblem(cameraProblem(err));
      },
    );
    return stop;
  }, []);

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : (
        <>
          <video ref={video} muted playsInline autoPlay aria-label="Camera" className="aspect-square w-full rounded-lg bg-black object-cover" />
          <p aria-live="polite" className="text-center text-sm text-slate-600">
            {!ready ? 'Starting the camera…' : notAClaim ? 'That QR is not a claim. Point the camera at the code on the customer’s claim.' : 'Point the camera at the QR on the customer’s claim.'}
          </p>
        </>
      )}
      <Button variant="outline" size="lg" className="w-full" onClick={onClose}>
        <X className="h-4 w-4" aria-hidden="true" /> Close camera
      </Button>
    </div>
  );
}
