import { X } from 'lucide-react';
import { Toast as Radix } from 'radix-ui';
import { cn } from './cn';
import { dismiss, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToasts } from './toast-store';

/** The toasts on screen (Radix): loaded by the Toaster in ./toast.tsx. */
export default function ToastRegion() {
  const current = useToasts();
  return (
    <Radix.Provider swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} duration={TOAST_DURATION_MS}>
      {current.map((t) => (
        <Radix.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            'relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
            t.variant === 'destructive' ? 'border-red-200 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <Radix.Title className="text-sm font-semibold">{t.title}</Radix.Title>
          {t.description && <Radix.Description className="text-sm opacity-90">{t.description}</Radix.Description>}
          {t.action && (
            <Radix.Action altText={t.action.label} asChild>
              <button type="button" onClick={t.action.onClick} className="mt-1 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-medium hover:bg-black/5">
                {t.action.label}
              </button>
            </Radix.Action>
          )}
          <Radix.Close className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100" aria-label="Dismiss">
            <X className="h-4 w-4" />
          </Radix.Close>
        </Radix.Root>
      ))}
      {/* On a phone, at the top (over the navigation bar) so a toast never covers the buttons below a form. */}
      <Radix.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-3 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm sm:p-4"
      />
    </Radix.Provider>
  );
}
