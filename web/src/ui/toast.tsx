import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './idle';
import { useToasts } from './toast-store';

/**
 * Toasts: the store every screen calls (`toast()`) is light; the region that shows them (Radix,
 * ./toast-region.tsx) is loaded once the first page is up, or at the first toast, so it never weighs on
 * the first paint.
 */
export { dismissToasts, toast } from './toast-store';

const ToastRegion = lazy(() => import('./toast-region'));

/** Toasts: five seconds each, swipe right to dismiss, F8 moves focus to them. */
export function Toaster({ children }: { children?: ReactNode }) {
  const current = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <>
      {children}
      {(idle || current.length > 0) && (
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      )}
    </>
  );
}
