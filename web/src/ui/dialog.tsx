import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from './idle';

/**
 * Dialogs. A screen's dialogs open on a click, so their Radix half (./dialog-radix.tsx, with the focus
 * trap and the portal) is not part of the screen's first load: it is fetched once the screen is up and
 * the browser idle, and a dialog is mounted from its first opening on.
 */
export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const loadRadix = () => import('./dialog-radix');
const RadixDialog = lazy(() => loadRadix().then((m) => ({ default: m.RadixDialog })));
const RadixSheet = lazy(() => loadRadix().then((m) => ({ default: m.RadixSheet })));

/**
 * Our dialogs are opened by state, not by a Radix Trigger, so Radix has nothing to give focus back to and
 * it fell to <body> on close. This remembers what had focus when the dialog opened (a layout effect runs
 * before Radix's focus scope moves focus in) and returns focus there on close, if it is still on the page.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) {
      event.preventDefault();
      el.focus();
    }
  };
}

/** Whether the dialog has ever been open (and so is mounted, for Radix to close it and return focus); starts fetching Radix when idle. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadRadix().catch(() => undefined)), []);
  return opened;
}

/** A modal dialog: focus moves in and is trapped, Escape closes, the title labels it, and focus returns to its opener on close. */
export function Dialog(props: DialogProps) {
  const returnFocus = useReturnFocus(props.open);
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialog {...props} onCloseAutoFocus={returnFocus} />
    </Suspense>
  );
}

/** A panel that slides in from the left (the mobile navigation). */
export function Sheet(props: Omit<DialogProps, 'description' | 'className'>) {
  const returnFocus = useReturnFocus(props.open);
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RadixSheet {...props} onCloseAutoFocus={returnFocus} />
    </Suspense>
  );
}
