/**
 * The dialogs' Radix half, loaded apart from the screens that show them (see ./dialog.tsx).
 */
import { Dialog as Radix } from 'radix-ui';
import { X } from 'lucide-react';
import type { DialogProps } from './dialog-props';
import { cn } from './cn';

/** What the light wrappers (./dialog.tsx) hand over: the props, and where focus goes on close. */
type RadixProps = DialogProps & { onCloseAutoFocus: (event: Event) => void };

/** Radix's modal dialog behind ./dialog.tsx's Dialog. */
export function RadixDialog({ open, onOpenChange, title, description, children, className, onCloseAutoFocus }: RadixProps) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Radix.Content
          onCloseAutoFocus={onCloseAutoFocus}
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

/** Radix's dialog as a panel that slides in from the left, behind ./dialog.tsx's Sheet. */
export function RadixSheet({ open, onOpenChange, title, children, onCloseAutoFocus }: RadixProps) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Radix.Content onCloseAutoFocus={onCloseAutoFocus} className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-5 shadow-xl">
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
