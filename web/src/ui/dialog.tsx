import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { whenIdle } from './idle';
import { toast } from './toast-store';
import type { DialogProps } from './dialog-props';
import type * as RadixModule from './dialog-radix';

/**
 * Dialogs. A screen's dialogs open on a click, so their Radix half (./dialog-radix.tsx, with the focus
 * trap and the portal) is not part of the screen's first load: it is fetched once the screen is up and
 * the browser idle, and a dialog is mounted from its first opening on. Should that fetch fail (a phone
 * without signal), opening says so and leaves everything as it was; the next opening tries again.
 */

type RadixHalf = typeof RadixModule;
let radix: RadixHalf | null = null;
let loading: Promise<RadixHalf> | null = null;
/** The built module's address, named by the browser's error when a fetch of it failed. */
let failedUrl: string | null = null;
let attempts = 0;

/** The module address a failed dynamic import names (Chromium and Firefox say it; Safari does not). */
export function failedModuleUrl(err: unknown): string | null {
  const message = err instanceof Error ? err.message : String(err);
  return /\bhttps?:\/\/[^\s'"]+?\.js\b/.exec(message)?.[0] ?? null;
}

/**
 * One fetch at a time; a failed one is forgotten, so the next opening asks again. A browser may keep
 * a failed module for its address (Chromium 150 does, and answers every later import() of it with the
 * same failure without asking the network), so a retry asks for the address the error named, made new
 * by a query string.
 */
function fetchRadix(): Promise<RadixHalf> {
  return failedUrl ? (import(/* @vite-ignore */ `${failedUrl}?attempt=${++attempts}`) as Promise<RadixHalf>) : import('./dialog-radix');
}

function loadRadix(): Promise<RadixHalf> {
  loading ??= fetchRadix().then(
    (half) => (radix = half),
    (err: unknown) => {
      failedUrl ??= failedModuleUrl(err);
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * Our dialogs are opened by state, not by a Radix Trigger, so Radix has nothing to give focus back to and
 * it fell to <body> on close. This remembers what had focus when the dialog opened (a layout effect runs
 * before Radix's focus scope moves focus in) and returns focus there on close, if it is still on the page.
 */
function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    const el = opener.current;
    opener.current = null;
    const target = el?.isConnected ? el : fallback?.();
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}

/**
 * The Radix half once it is here (fetched when the browser is idle, or at the first opening), and whether
 * the dialog has ever been open: from then on it stays mounted, for Radix to close it and return focus.
 */
function useRadixHalf(open: boolean, onOpenChange: (open: boolean) => void): { half: RadixHalf | null; opened: boolean } {
  const [half, setHalf] = useState(radix);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadRadix().then(setHalf, () => undefined)), []);
  useEffect(() => {
    if (!open || half) return;
    let current = true;
    loadRadix().then(
      (loaded) => current && setHalf(loaded),
      () => {
        if (!current) return;
        onOpenChange(false);
        toast({ title: 'This could not be opened', description: 'Check your connection and try again.', variant: 'destructive' });
      },
    );
    return () => {
      current = false;
    };
  }, [open, half, onOpenChange]);
  return { half, opened };
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, the title labels it, and focus returns to
 * its opener on close, or, when what the dialog did took the opener away, to `returnFocusTo`'s element.
 */
export function Dialog({ returnFocusTo, ...props }: DialogProps & { returnFocusTo?(): HTMLElement | null }) {
  const returnFocus = useReturnFocus(props.open, returnFocusTo);
  const { half, opened } = useRadixHalf(props.open, props.onOpenChange);
  if (!opened || !half) return null;
  return <half.RadixDialog {...props} onCloseAutoFocus={returnFocus} />;
}

/** A panel that slides in from the left (the mobile navigation). */
export function Sheet(props: Omit<DialogProps, 'description' | 'className'>) {
  const returnFocus = useReturnFocus(props.open);
  const { half, opened } = useRadixHalf(props.open, props.onOpenChange);
  if (!opened || !half) return null;
  return <half.RadixSheet {...props} onCloseAutoFocus={returnFocus} />;
}
