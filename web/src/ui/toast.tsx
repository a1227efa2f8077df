import { Toast as Radix } from 'radix-ui';
import { X } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { cn } from './cn';

/** The toast constants (docs/decisions.md#the-owner-apps-constants). */
const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;
const TOAST_SWIPE_THRESHOLD_PX = 50;

interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast; only one is on screen at a time (a new one replaces the last). */
export function toast(message: Omit<ToastMessage, 'id' | 'open'>): void {
  toasts = [{ ...message, id: nextId++, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
}

/** Closes whatever toast is showing (an error that the next step has just put right). */
export function dismissToasts(): void {
  for (const t of toasts) if (t.open) dismiss(t.id);
}

function dismiss(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS);
}

function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}

/** Toasts: five seconds each, swipe right to dismiss, F8 moves focus to them. */
export function Toaster({ children }: { children?: ReactNode }) {
  const current = useToasts();
  return (
    <Radix.Provider swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} duration={TOAST_DURATION_MS}>
      {children}
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
