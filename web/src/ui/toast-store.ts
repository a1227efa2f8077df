import { useSyncExternalStore } from 'react';

// The toasts' store: what every screen calls (`toast()`, through ./toast.tsx) and the region shows.

/** The toast constants (docs/decisions.md#the-owner-apps-constants). */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button in the toast (Undo): it runs `onClick`, and the toast closes. */
  action?: { label: string; onClick(): void };
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

export function dismiss(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
