import { Dialog as Radix } from 'radix-ui';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

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

/** A modal dialog: focus moves in and is trapped, Escape closes, the title labels it, and focus returns to its opener on close. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Radix.Content
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
            className,
          )}
        >
          <Radix.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Radix.Title>
          {description ? <Radix.Description className="mt-1 text-sm text-slate-600">{description}</Radix.Description> : <Radix.Description className="sr-only">{title}</Radix.Description>}
          <div className="mt-4">{children}</div>
          <Radix.Close className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
            <X className="h-4 w-4" />
          </Radix.Close>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** A panel that slides in from the left (the mobile navigation). */
export function Sheet({ open, onOpenChange, title, children }: Omit<DialogProps, 'description' | 'className'>) {
  const returnFocus = useReturnFocus(open);
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Radix.Content onCloseAutoFocus={returnFocus} className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-5 shadow-xl">
          <Radix.Title className="text-base font-semibold text-slate-900">{title}</Radix.Title>
          <Radix.Description className="sr-only">{title}</Radix.Description>
          <div className="mt-4 flex flex-1 flex-col">{children}</div>
          <Radix.Close className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label="Close menu">
            <X className="h-4 w-4" />
          </Radix.Close>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
